import type { FastifyInstance, FastifyRequest } from 'fastify';
import { walletPaths } from '@lobby/contract/wallet';
import {
  transactionHistoryQuerySchema,
  transferDownlineRequestSchema,
  transferUplineRequestSchema,
  walletTransferRequestSchema,
} from '@lobby/contract/wallet-requests';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import type { WalletService } from './wallet.service';

/** Relays accept POST with a JSON body; reads also accept GET with a query string (product §7). */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);
const member = (request: FastifyRequest) => sessionOf(request).member;

export function walletRoutes(wallet: WalletService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const forMembers = { onRequest: guards.member };

    app.post(walletPaths.walletTransfer, forMembers, async (request) =>
      ok(await wallet.walletTransfer(member(request), parseInput(walletTransferRequestSchema, request.body))),
    );

    // Product §7: cached in session by the site, and read before login (the header hides vendor wallets).
    app.route({
      method: ['GET', 'POST'],
      url: walletPaths.merchantWallet,
      handler: async () => ok(await wallet.merchantWallet()),
    });

    app.get(walletPaths.wallets, forMembers, async (request) => ok(await wallet.wallets(member(request))));

    // Product §6: trial accounts never fetch consolidated data.
    app.get(walletPaths.consolidated, forMembers, async (request) =>
      ok(await wallet.consolidated(member(request))),
    );

    app.route({
      method: ['GET', 'POST'],
      url: walletPaths.upline,
      ...forMembers,
      handler: async (request) => ok(await wallet.upline(member(request))),
    });

    app.post(walletPaths.transferUpline, forMembers, async (request) =>
      ok(await wallet.transferUpline(member(request), parseInput(transferUplineRequestSchema, request.body))),
    );

    app.post(walletPaths.transferDownline, forMembers, async (request) =>
      ok(
        await wallet.transferDownline(
          member(request),
          parseInput(transferDownlineRequestSchema, request.body),
        ),
      ),
    );

    app.route({
      method: ['GET', 'POST'],
      url: walletPaths.transactionHistory,
      ...forMembers,
      handler: async (request) =>
        ok(
          await wallet.transactionHistory(
            member(request),
            parseInput(transactionHistoryQuerySchema, input(request)),
          ),
        ),
    });
  };
}
