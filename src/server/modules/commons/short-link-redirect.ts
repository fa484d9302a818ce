import { ShortLinkCodeParams } from '../../../shared/contract/commons';
import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/types';
import { followShortLink } from './short-links';

const GONE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Link not found</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">
<h1>This link doesn't work</h1><p>It may have been mistyped, or its owner has switched it off.</p>
<p><a href="/">Go to Quarry</a></p></body></html>`;

/** GET /s/:code at the site root (outside /rest/main): short links are shared as `${PUBLIC_URL}/s/{code}`. */
export function shortLinkRedirectRoutes(app: Api, deps: AppDeps) {
  app.get(
    '/s/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['commons'],
        summary: 'Follow a short link (302), counting the hit',
        params: ShortLinkCodeParams,
      },
    },
    async (req, reply) => {
      // Never cached: a revoked link must stop working at once, and every visit counts.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const target = await followShortLink(deps.db, req.params.code);
      if (target) return reply.redirect(target, 302);
      reply.status(404);
      // People following a link get a page; API clients get the usual error body.
      if (req.headers.accept?.includes('text/html')) return reply.type('text/html').send(GONE_HTML);
      return reply.send({ message: 'Short link not found', code: 'NOT_FOUND' });
    },
  );
}
