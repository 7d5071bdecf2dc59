import type { MessageFiles } from '@/lib/i18n';
import type { Messages } from '@/lib/translator';

/*
 * The message sections of the route groups that alone show them (lib/i18n.ts). Loaded with the group,
 * so neither the strings nor the addresses of their files are in the first download.
 */
export const sectionFiles: Record<'lottery' | 'agent' | 'mall', MessageFiles> = {
  lottery: import.meta.glob<Messages>('../locales/*/lottery.json', { import: 'default' }),
  agent: import.meta.glob<Messages>('../locales/*/agent.json', { import: 'default' }),
  mall: import.meta.glob<Messages>('../locales/*/mall.json', { import: 'default' }),
};
