import { DomainError } from '../../lib/errors';
import { positiveInt } from '../../lib/ops-args';
import type { LiveChatService } from './live-chat.service';

export const chatUsage =
  'chat rooms | history MODEL [--limit N] | post MODEL TEXT | delete MESSAGE_ID | mute ACCOUNT [--minutes N] [--reason TEXT] | unmute ACCOUNT | mutes | enable MODEL | disable MODEL';

/** A mistake of the operator's (unknown room, account or message): printed, exit code 1. */
export class ChatOpsError extends Error {}

const time = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '-');

/**
 * `npm run ops -- chat ...`: the host's side of the live-chat rooms (operators post as the model) and
 * moderation. The demo seed's welcome messages go through `post`'s code path too.
 */
export async function runChatCommand(
  ctx: { liveChat: LiveChatService },
  [action, arg, ...rest]: string[],
  options: { limit?: string; minutes?: string; reason?: string; message?: string },
): Promise<string> {
  const chat = ctx.liveChat;
  const need = (value: string | undefined) => {
    if (!value) throw new ChatOpsError(`usage: ${chatUsage}`);
    return value;
  };
  try {
    switch (action) {
      case 'rooms': {
        const rooms = await chat.rooms();
        if (rooms.length === 0) return '(no rooms)';
        return rooms
          .map((r) =>
            [
              r.modelId.padEnd(12),
              r.name.padEnd(14),
              (r.enabled ? (r.online ? 'online' : 'offline') : 'disabled').padEnd(8),
              `${r.viewers} viewing`.padEnd(11),
              `${r.messages} messages`.padEnd(14),
              `last ${time(r.lastActivityAt)}`,
            ].join('  '),
          )
          .join('\n');
      }
      case 'history': {
        const limit = options.limit === undefined ? 20 : positiveInt(options.limit, 500);
        if (limit === null) throw new ChatOpsError('--limit is a number from 1 to 500');
        const messages = await chat.recentMessages(need(arg), limit);
        if (!messages) throw new ChatOpsError(`no room ${arg}`);
        if (messages.length === 0) return '(no messages)';
        return messages
          .map((m) => {
            const who = m.kind === 'host' ? `${m.name} (host)` : `${m.name} (${m.account ?? '?'})`;
            return `#${m.id}  ${time(m.createdAt)}  ${who}: ${m.text}`;
          })
          .join('\n');
      }
      case 'post': {
        const text = options.message ?? rest.join(' ');
        const message = await chat.postAsHost(need(arg), need(text));
        return `posted #${message.id} in ${message.modelId} as ${message.name}`;
      }
      case 'delete': {
        const id = positiveInt(need(arg)?.replace(/^#/, ''), Number.MAX_SAFE_INTEGER);
        if (id === null) throw new ChatOpsError(`usage: ${chatUsage}`);
        const deleted = await chat.deleteMessage(id);
        if (!deleted) throw new ChatOpsError(`no visible message #${id}`);
        return `deleted #${deleted.id} in ${deleted.modelId}`;
      }
      case 'mute': {
        const minutes = options.minutes === undefined ? null : positiveInt(options.minutes, 525_600);
        if (options.minutes !== undefined && minutes === null) {
          throw new ChatOpsError('--minutes is a number from 1 to 525600');
        }
        const muted = await chat.mute(need(arg), minutes, options.reason ?? '');
        if (!muted) throw new ChatOpsError(`no member ${arg}`);
        return `${muted.account} muted ${muted.until ? `until ${time(muted.until)}` : 'until unmuted'}`;
      }
      case 'unmute': {
        const result = await chat.unmute(need(arg));
        if (!result) throw new ChatOpsError(`no member ${arg}`);
        return result.wasMuted ? `${result.account} unmuted` : `${result.account} was not muted`;
      }
      case 'mutes': {
        const mutes = await chat.mutes();
        if (mutes.length === 0) return '(nobody is muted)';
        return mutes
          .map((m) => `${m.account.padEnd(16)}  until ${m.until ? time(m.until) : 'unmuted'}  ${m.reason}`)
          .join('\n');
      }
      case 'enable':
      case 'disable': {
        const model = await chat.setEnabled(need(arg), action === 'enable');
        if (!model) throw new ChatOpsError(`no room ${arg}`);
        return `${model.id} (${model.name}) ${model.enabled ? 'shown in the hosts list' : 'hidden: no new chats'}`;
      }
      default:
        throw new ChatOpsError(`usage: ${chatUsage}`);
    }
  } catch (error) {
    // A text of the wrong length, an unknown room: the service's message key says which.
    if (error instanceof DomainError) throw new ChatOpsError(error.message);
    throw error;
  }
}
