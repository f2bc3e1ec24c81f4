import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { DomainError, badRequest } from '../../errors';
import { optionalInteger, text } from '../../http/params';
import { gameCategories, helpArticle, helpTopics, notices, platTypes, slides } from './publicContent';

/** The home page's and public pages' content calls of spec section 7. */
export function guestContentRoutes(ctx: AppContext) {
  const { db } = ctx;
  return async (app: FastifyInstance) => {
    app.post('/guest/index/getNotice', async (request) =>
      ok(request, { noticeList: await notices(db, request.language) }),
    );

    app.post('/guest/index/getSilde', async (request) => {
      const position = optionalInteger(request.query, 'position') ?? 1;
      const device = optionalInteger(request.query, 'device') ?? 1;
      return ok(request, { slideList: await slides(db, request.language, position, device) });
    });

    app.post('/guest/api/apiGameCategory/getApiGameCategoryList', async (request) =>
      ok(request, { apiGameCategoryList: await gameCategories(db, request.language) }),
    );

    app.post('/guest/apiCode/getAllPlatTypes', async (request) => {
      const gameType = optionalInteger(request.query, 'gameType');
      if (gameType === null) throw badRequest('error.badParameter', { name: 'gameType' });
      return ok(request, { platTypes: await platTypes(db, request.language, gameType) });
    });

    app.post('/guest/help/getHelpList', async (request) =>
      ok(request, { helpList: await helpTopics(db, request.language) }),
    );

    app.post('/guest/help/getHelpDetail', async (request) => {
      const article = await helpArticle(db, request.language, text(request.query, 'type'));
      if (!article) throw new DomainError(404, 'error.notFound');
      return ok(request, { helpDetail: article });
    });
  };
}
