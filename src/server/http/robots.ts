// robots.txt (issue 21): crawlers may read the public product and supplier previews and what those pages
// load to render (their public API reads and pictures); the API otherwise, the signed-in app and share
// links are off limits. Served whether or not this instance serves the web app (a proxy may send /robots.txt
// to the API server).
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '../../shared/contract/http';

export const ROBOTS_TXT = [
  'User-agent: *',
  // The public previews (spec: /preview-catalog-item/{itemId}, /preview-supplier-profile/{supplierId}).
  'Allow: /preview-catalog-item/',
  'Allow: /preview-supplier-profile/',
  // What they render from: the public reads of items, companies and reviews, and catalog pictures.
  `Allow: ${API_BASE_PATH}/app/catalog-items/`,
  `Allow: ${API_BASE_PATH}/app/catalog-companies/`,
  `Allow: ${API_BASE_PATH}/app/catalog-company-reviews`,
  `Allow: ${API_BASE_PATH}/catalog-images/`,
  'Allow: /assets/',
  'Disallow: /rest/',
  // Every other page is the signed-in app (or a private share link).
  'Disallow: /',
  '',
].join('\n');

export function registerRobots(app: FastifyInstance) {
  app.get('/robots.txt', async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(ROBOTS_TXT),
  );
}
