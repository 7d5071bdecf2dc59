import { chatLimits } from '@lobby/contract/live-chat';

/** The socket server takes frames of at most 1 KiB (docs/games/live-chat.md). */
export const maxFrameBytes = 1024;

/**
 * A message as the server will store it: control characters (line breaks included) become spaces and
 * the ends are trimmed, as the server does, so the counter shows what will be sent. A lone surrogate
 * becomes U+FFFD: JSON.stringify would write it as a six-byte escape, and 200 of them would pass the
 * socket's 1 KiB frame limit, which closes the socket instead of refusing the message.
 */
export function normalizeText(text: string): string {
  return text
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/\p{Cc}+/gu, ' ')
    .trim();
}

/** Characters as the server counts them: code points, so an emoji is one. */
export function textLength(text: string): number {
  return [...text].length;
}

export const sendable = (text: string) => {
  const length = textLength(text);
  return length >= 1 && length <= chatLimits.textMax;
};

/**
 * The socket frame for a message, written as JSON.stringify writes it (UTF-8, not \u-escaped), or null
 * when it would not fit in a frame (a normalised message of 200 characters always does).
 */
export function sendFrame(text: string, clientId: string): string | null {
  const frame = JSON.stringify({ type: 'send', text, clientId });
  return new TextEncoder().encode(frame).length <= maxFrameBytes ? frame : null;
}
