import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { gameSchema } from './games.ts';

/*
 * GLS2_roomList (product §7; path in games.ts). The product description shows neither request nor answer. A room list
 * here is the card-room (PVP) catalogue: each enabled PVP game with the rooms it can be played in and
 * how many players it has now. Rooms are the brand's room tiers (an operator setting, the same for
 * every PVP game), each with its table limits; players are counted from real rounds, never invented.
 */

export const roomLevels = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'VIP'] as const;
export const roomLevelSchema = z.enum(roomLevels);
export type RoomLevel = z.infer<typeof roomLevelSchema>;

export const roomListQuerySchema = z.object({
  /** One PVP vendor's games; none for every PVP vendor. */
  vassalage: z.optional(checked(z.string(), z.trim(), z.minLength(1), z.maxLength(40))),
  gameCode: z.optional(checked(z.string(), z.trim(), z.minLength(1), z.maxLength(80))),
  platform: z.optional(checked(z.string(), z.maxLength(60))),
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
});
export type RoomListQuery = z.infer<typeof roomListQuerySchema>;

/** Amounts in minor units of the brand currency, like all money in the contract. */
export const roomSchema = z.object({
  /** `<nodeId>:<level>`, stable, for launching into a room once the launch call takes one. */
  roomId: z.string(),
  level: roomLevelSchema,
  minBet: z.int(),
  maxBet: z.int(),
  /** The balance a player needs to sit down. */
  minBalance: z.int(),
});
export type Room = z.infer<typeof roomSchema>;

/*
 * The game's fields spread into a new object rather than z.extend(gameSchema, ...): the same schema,
 * but extend's code in zod would join the site's first download (zod lives there, and a lazy screen
 * using extend makes the first download carry it), about 0.4 KiB gzipped.
 */
export const roomGameSchema = z.object({
  ...gameSchema.shape,
  /** Distinct members with a round of this game settled within `playersWindowMinutes`. */
  players: z.int(),
  rooms: z.array(roomSchema),
});
export type RoomGame = z.infer<typeof roomGameSchema>;

export const roomListValueSchema = z.object({
  currency: z.string(),
  playersWindowMinutes: z.int(),
  list: z.array(roomGameSchema),
});
export type RoomListValue = z.infer<typeof roomListValueSchema>;
