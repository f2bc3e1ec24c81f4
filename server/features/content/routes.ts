import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../http/context';
import { ok } from '../../http/envelope';
import { routeOptions } from '../../http/route';
import { DomainError } from '../../errors';
import { gameCategories, helpArticle, helpTopics, notices, platTypes, slides } from './publicContent';
import { content, HELP_GROUPS, WEB_BANNER, type HelpArticle, type HelpTopic } from '../../../contract/content';

const isHelpGroup = (group: string): group is HelpTopic['group'] => (HELP_GROUPS as readonly string[]).includes(group);

/** A topic of a group the contract does not know is a seeding fault, not something to send. */
function helpGroupOf(group: string): HelpTopic['group'] {
  if (!isHelpGroup(group)) throw new Error(`help article of unknown group ${group}`);
  return group;
}

/** The home page's and public pages' content calls of spec section 7. */
export function guestContentRoutes(ctx: AppContext) {
  const { db } = ctx;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();

    app.post(content.getNotice.path, routeOptions(content.getNotice), async (request) =>
      ok(request, { noticeList: await notices(db, request.language) }),
    );

    app.post(content.getSilde.path, routeOptions(content.getSilde), async (request) => {
      const { position = WEB_BANNER.position, device = WEB_BANNER.device } = request.query;
      return ok(request, { slideList: await slides(db, request.language, position, device) });
    });

    app.post(content.getApiGameCategoryList.path, routeOptions(content.getApiGameCategoryList), async (request) =>
      ok(request, { apiGameCategoryList: await gameCategories(db, request.language) }),
    );

    app.post(content.getAllPlatTypes.path, routeOptions(content.getAllPlatTypes), async (request) =>
      ok(request, { platTypes: await platTypes(db, request.language, request.query.gameType) }),
    );

    app.post(content.getHelpList.path, routeOptions(content.getHelpList), async (request) => {
      const topics = await helpTopics(db, request.language);
      return ok(request, { helpList: topics.map((topic): HelpTopic => ({ ...topic, group: helpGroupOf(topic.group) })) });
    });

    app.post(content.getHelpDetail.path, routeOptions(content.getHelpDetail), async (request) => {
      const article = await helpArticle(db, request.language, request.query.type);
      if (!article) throw new DomainError(404, 'error.notFound');
      const helpDetail: HelpArticle = { ...article, group: helpGroupOf(article.group) };
      return ok(request, { helpDetail });
    });
  };
}
