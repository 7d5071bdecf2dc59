import { createHmac } from 'node:crypto';

/**
 * HMAC-SHA256 under one key, answering the 32-byte digest as eight big-endian unsigned 32-bit words:
 * the form the fair stream reads. Two implementations compute the same function: node's (what rounds
 * are played with) and a plain-JavaScript one with the key's pads hashed once, about three times faster
 * for the short messages of a round, which the million-round simulations use. A test holds them equal.
 */
export type KeyedHmac = (message: string) => Uint32Array;
export type HmacFactory = (key: string) => KeyedHmac;

export const nodeHmac: HmacFactory = (key) => (message) => {
  const digest = createHmac('sha256', key).update(message).digest();
  const words = new Uint32Array(8);
  for (let i = 0; i < 8; i++) words[i] = digest.readUInt32BE(i * 4);
  return words;
};

const roundConstants = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const initialState = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

const schedule = new Int32Array(64);

/** One SHA-256 compression of a 16-word block into `out` (which may be `state`). */
function compress(state: Int32Array, block: Int32Array, out: Int32Array) {
  const w = schedule;
  for (let i = 0; i < 16; i++) w[i] = block[i]!;
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + roundConstants[i]! + w[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  out[0] = (state[0]! + a) | 0;
  out[1] = (state[1]! + b) | 0;
  out[2] = (state[2]! + c) | 0;
  out[3] = (state[3]! + d) | 0;
  out[4] = (state[4]! + e) | 0;
  out[5] = (state[5]! + f) | 0;
  out[6] = (state[6]! + g) | 0;
  out[7] = (state[7]! + h) | 0;
}

/** SHA-256 of `bytes` continuing from `state`, which has already absorbed `absorbed` bytes (whole blocks). */
function finish(state: Int32Array, bytes: Uint8Array, absorbed: number): Int32Array {
  const total = absorbed + bytes.length;
  const padded = new Uint8Array(Math.ceil((bytes.length + 9) / 64) * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  // Message lengths here stay far below 2^32 bits.
  view.setUint32(padded.length - 4, total * 8);
  const out = Int32Array.from(state);
  const block = new Int32Array(16);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) block[i] = view.getInt32(offset + i * 4);
    compress(out, block, out);
  }
  return out;
}

const encoder = new TextEncoder();

export const fastHmac: HmacFactory = (key) => {
  let keyBytes: Uint8Array = encoder.encode(key);
  if (keyBytes.length > 64) keyBytes = wordsToBytes(finish(initialState, keyBytes, 0));
  const pad = (fill: number) => {
    const block = new Int32Array(16);
    for (let i = 0; i < 64; i++) block[i >> 2]! |= ((keyBytes[i] ?? 0) ^ fill) << (24 - 8 * (i & 3));
    const state = new Int32Array(8);
    compress(initialState, block, state);
    return state;
  };
  const inner = pad(0x36);
  const outer = pad(0x5c);
  const block = new Int32Array(16);
  const innerDigest = new Int32Array(8);
  return (message) => {
    const result = new Int32Array(8);
    // The messages of a round are short ASCII: one block each way, nothing allocated but the answer.
    if (!oneBlock(message, block)) innerDigest.set(finish(inner, encoder.encode(message), 64));
    else compress(inner, block, innerDigest);
    block.fill(0);
    block.set(innerDigest);
    block[8] = 0x80000000 | 0;
    block[15] = (64 + 32) * 8;
    compress(outer, block, result);
    return new Uint32Array(result.buffer);
  };
};

/** Fills `block` with the padded message (after the 64-byte key block) when it fits in one block. */
function oneBlock(message: string, block: Int32Array): boolean {
  const n = message.length;
  if (n > 55) return false;
  block.fill(0);
  for (let i = 0; i < n; i++) {
    const code = message.charCodeAt(i);
    if (code > 0x7f) return false;
    block[i >> 2]! |= code << (24 - 8 * (i & 3));
  }
  block[n >> 2]! |= 0x80 << (24 - 8 * (n & 3));
  block[15] = (64 + n) * 8;
  return true;
}

function wordsToBytes(words: Int32Array): Uint8Array {
  const bytes = new Uint8Array(words.length * 4);
  const view = new DataView(bytes.buffer);
  words.forEach((word, i) => view.setInt32(i * 4, word));
  return bytes;
}
