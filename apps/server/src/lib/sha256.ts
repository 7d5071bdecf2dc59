import { createHash } from 'node:crypto';

/** Hex SHA-256: how session tokens, device tokens, tickets and reset links are kept in the database. */
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
