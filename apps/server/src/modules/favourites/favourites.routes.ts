import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addFavouriteRequestSchema,
  favouriteListQuerySchema,
  removeFavouriteRequestSchema,
} from '@lobby/contract/favourites';
import { favouritesPaths } from '@lobby/contract/games';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import type { FavouritesService } from './favourites.service';

/** Relays accept POST with a JSON body; reads also accept GET with a query string (product §7). */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);
const memberId = (request: FastifyRequest) => sessionOf(request).member.id;

/**
 * A DELETE may carry nodeId in its body or in the query string (many clients send no DELETE body);
 * a body that is not an object is parsed as it is, so it is refused rather than ignored.
 */
function removeInput(request: FastifyRequest): unknown {
  const body = request.body;
  if (body === undefined || body === null) return request.query;
  if (typeof body !== 'object' || Array.isArray(body)) return body;
  return { ...(request.query as object), ...body };
}

/** Product §4 'Favourites': visitors are asked to log in, trial accounts to register a real one. */
export function favouritesRoutes(favourites: FavouritesService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const forMembers = { onRequest: guards.member };

    app.route({
      method: ['GET', 'POST'],
      url: favouritesPaths.ids,
      ...forMembers,
      handler: async (request) => ok(await favourites.ids(memberId(request))),
    });

    app.route({
      method: ['GET', 'POST'],
      url: favouritesPaths.list,
      ...forMembers,
      handler: async (request) =>
        ok(await favourites.list(memberId(request), parseInput(favouriteListQuerySchema, input(request)))),
    });

    app.post(favouritesPaths.add, forMembers, async (request) =>
      ok(await favourites.add(memberId(request), parseInput(addFavouriteRequestSchema, request.body))),
    );

    app.route({
      method: ['DELETE', 'POST'],
      url: favouritesPaths.remove,
      ...forMembers,
      handler: async (request) =>
        ok(
          await favourites.remove(
            memberId(request),
            parseInput(removeFavouriteRequestSchema, removeInput(request)),
          ),
        ),
    });
  };
}
