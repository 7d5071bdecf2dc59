import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { pickText, pickTextIn, textLanguage } from '@lobby/contract/languages';
import { parseInput } from '../../lib/parse';
import { notFound } from '../../lib/errors';
import type { SettingsStore } from '../system/settings.store';
import { readBanner, readPromotion } from '../content/content.repository';
import { readGameArtSource, readVendor, readVendorPrimaryCategory } from '../games/games.repository';
import {
  avatarArt,
  bannerArt,
  gameArt,
  pointRewardArt,
  pointRewardArtNames,
  promotionArt,
  vendorArt,
  vendorLogo,
  type PointRewardArtName,
} from './art';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const nameParam = z.object({ name: z.string().regex(/^[A-Za-z0-9_.-]+\.svg$/) });
const sizeQuery = z.object({ size: z.enum(['normal', 'large']).default('normal') });
const langQuery = z.object({ lang: z.string().max(8).default('EN') });

function sendSvg(reply: FastifyReply, svg: string) {
  // Art is derived from catalogue rows that rarely change; an hour keeps lobbies fast without going stale.
  return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
}

const stripSvg = (name: string) => name.slice(0, -'.svg'.length);

/** Generated artwork for the catalogue and content: the server is the image origin (imageCDNs may list it). */
export function mediaRoutes(db: Executor, settings: SettingsStore) {
  return async (app: FastifyInstance) => {
    // Member pictures are derived from the account name alone, so nothing private is read here.
    app.get('/img/avatar/:name', async (request, reply) => {
      const account = stripSvg(parseInput(nameParam, request.params).name);
      return sendSvg(reply, avatarArt(account));
    });
    // The points mall's pictures, one per kind of reward, made from the name alone.
    app.get('/img/point-reward/:name', async (request, reply) => {
      const name = stripSvg(parseInput(nameParam, request.params).name) as PointRewardArtName;
      if (!pointRewardArtNames.includes(name)) throw notFound();
      return sendSvg(reply, pointRewardArt(name));
    });
    app.get('/img/game/:name', async (request, reply) => {
      const nodeId = stripSvg(parseInput(nameParam, request.params).name);
      const [row] = await readGameArtSource(db, nodeId);
      if (!row) throw notFound();
      return sendSvg(
        reply,
        gameArt({
          // One picture per game whatever the reader's language: it names the game in the brand default.
          name: pickText(row.game.name, (await settings.get('brand')).defaultLanguage),
          vendorCode: row.game.vendorCode,
          vendorName: row.vendorName,
          color: row.color,
          gameType: row.game.gameType,
        }),
      );
    });

    app.get('/img/vendor/:name', async (request, reply) => {
      const code = stripSvg(parseInput(nameParam, request.params).name);
      const { size } = parseInput(sizeQuery, request.query);
      const [vendor] = await readVendor(db, code);
      if (!vendor) throw notFound();
      const [primary] = await readVendorPrimaryCategory(db, code);
      return sendSvg(
        reply,
        vendorArt({
          code: vendor.code,
          name: vendor.name,
          color: vendor.color,
          gameType: primary?.category ?? 'RNG',
          large: size === 'large',
        }),
      );
    });

    app.get('/img/vendor-logo/:name', async (request, reply) => {
      const code = stripSvg(parseInput(nameParam, request.params).name);
      const [vendor] = await readVendor(db, code);
      if (!vendor) throw notFound();
      return sendSvg(reply, vendorLogo({ code: vendor.code, name: vendor.name, color: vendor.color }));
    });

    app.get('/img/banner/:name', async (request, reply) => {
      const { id } = parseInput(idParam, { id: stripSvg(parseInput(nameParam, request.params).name) });
      const [row] = await readBanner(db, id);
      if (!row) throw notFound();
      const { lang } = parseInput(langQuery, request.query);
      const words = textLanguage(lang, await settings.get('brand'));
      return sendSvg(reply, bannerArt({ title: pickTextIn(row.title, words), seed: row.id }));
    });

    // No words in a promotion's picture (the site writes its title), so it is one picture for every language.
    app.get('/img/promotion/:name', async (request, reply) => {
      const { id } = parseInput(idParam, { id: stripSvg(parseInput(nameParam, request.params).name) });
      const [row] = await readPromotion(db, id);
      if (!row) throw notFound();
      return sendSvg(reply, promotionArt({ category: row.category, seed: row.id }));
    });
  };
}
