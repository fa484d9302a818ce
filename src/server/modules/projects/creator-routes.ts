import { z } from 'zod';
import { ArchiveCreatorProjectResponse } from '../../../shared/contract/ai-design';
import {
  CreatorProject,
  CreatorProjectBody,
  CreatorProjectCountQuery,
  CreatorProjectListQuery,
  UpdateCreatorProjectBody,
} from '../../../shared/contract/projects';
import { CountResponse, IdParam } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import {
  archiveCreatorProject,
  countCreatorProjects,
  createCreatorProject,
  listCreatorProjects,
  updateCreatorProject,
} from './creator-projects';

const store = { access: 'store' } as const;
const tags = ['projects'];

/** GET, POST /web/creator-projects; PUT by id (spec §7): the founder's product projects. */
export function creatorProjectsRoutes(app: Api, deps: AppDeps) {
  const { db } = deps;
  const creator = '/web/creator-projects';
  app.get(
    creator,
    {
      config: store,
      schema: {
        tags,
        summary:
          "The founder's active creator projects (product projects that requests belong to); isArchived=true lists the archived ones",
        querystring: CreatorProjectListQuery,
        response: { 200: z.array(CreatorProject) },
      },
    },
    async (req) => listCreatorProjects(db, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${creator}/action/count`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Number of active creator projects (archived ones with isArchived=true)',
        querystring: CreatorProjectCountQuery,
        response: { 200: CountResponse },
      },
    },
    async (req) => countCreatorProjects(db, storeCtx(req.ctx), req.query),
  );
  app.post(
    creator,
    {
      config: store,
      schema: {
        tags,
        summary: 'Create a creator project',
        body: CreatorProjectBody,
        response: { 200: CreatorProject },
      },
    },
    async (req) => createCreatorProject(db, storeCtx(req.ctx), req.body),
  );
  app.put(
    `${creator}/:id`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Update a creator project (isArchived: true archives it as the archive route does)',
        params: IdParam,
        body: UpdateCreatorProjectBody,
        response: { 200: CreatorProject },
      },
    },
    async (req) => updateCreatorProject(db, storeCtx(req.ctx), req.params.id, req.body),
  );
  app.put(
    `${creator}/:id/archive`,
    {
      config: store,
      schema: {
        tags,
        summary:
          'Archive a creator project (spec §4): the last updated active one opens next, or a new one when none is left',
        params: IdParam,
        response: { 200: ArchiveCreatorProjectResponse },
      },
    },
    async (req) => archiveCreatorProject(db, storeCtx(req.ctx), req.params.id),
  );
}
