import {
  defaultLanguage,
  findLanguage,
  languageCodeSchema,
  languages,
  offeredLanguage,
  type BrandLanguages,
  type LanguageCode,
} from '@lobby/contract/languages';
import { translator, type Messages } from './translator';
import { useTranslation } from './use-translation';
import { setCurrentLanguage } from './language-state';
import { readLocal, writeLocal } from './storage';
import { localKeys } from './storage-keys';

/*
 * One lazy chunk per language and file: only the active language's files are downloaded. common.json
 * holds what any screen may show; a section (lottery.json, agent.json) holds what only its own route
 * group shows, and comes with that group's chunk (app/route-messages.ts), which keeps its strings and
 * the addresses of its 20 files out of the first download. Messages are kept by the BCP 47 tag
 * (pt-BR, zh-CN), which Intl and the lang attribute take; the product description's code is what gets
 * stored and sent to the server.
 */
const commonFiles = import.meta.glob<Messages>('../locales/*/common.json', { import: 'default' });

/** A message file's loaders by path, as import.meta.glob gives them. */
export type MessageFiles = Record<string, () => Promise<Messages>>;

function loadFile(files: MessageFiles, code: LanguageCode, name: string): Promise<Messages> {
  const load = Object.entries(files).find(([file]) => file.endsWith(`/${code}/${name}.json`))?.[1];
  if (!load) return Promise.reject(new Error(`No ${name} messages for language ${code}`));
  return load();
}

/** The sections asked for so far: a language chosen later loads them with its common messages. */
const sections = new Map<string, { files: MessageFiles; loading: Promise<void> }>();

async function loadMessages(code: LanguageCode): Promise<Messages> {
  const parts = await Promise.all([
    loadFile(commonFiles, code, 'common'),
    ...[...sections].map(([name, { files }]) => loadFile(files, code, name)),
  ]);
  return Object.assign({}, ...parts) as Messages;
}

let markStarted: () => void = () => undefined;
/** Settles once the first language is in: a section loads in whichever language that is. */
const languageStarted = new Promise<void>((resolve) => (markStarted = resolve));

/**
 * A route group's own messages, in the active language; its lazy route awaits them with its chunk,
 * so its screens never show a key. A failed download is tried again on the next visit.
 */
export function loadSection(name: string, files: MessageFiles): Promise<void> {
  const known = sections.get(name);
  if (known) return known.loading;
  const loading = (async () => {
    await languageStarted;
    const tag = translator.language;
    translator.mergeMessages(tag, await loadFile(files, codeOfTag(tag), name));
  })();
  loading.catch(() => sections.delete(name));
  sections.set(name, { files, loading });
  return loading;
}

function tagOf(code: LanguageCode): string {
  return findLanguage(code)?.tag ?? 'en';
}

export function codeOfTag(tag: string | undefined): LanguageCode {
  return languages.find((l) => l.tag === tag)?.code ?? defaultLanguage;
}

/**
 * The stored choice when valid and the brand still offers it, otherwise the brand's default language.
 * Without the brand's answer (it failed), any valid stored choice stands.
 */
export function resolveStartLanguage(
  stored: string | null,
  brand?: BrandLanguages<LanguageCode>,
): LanguageCode {
  if (brand) return offeredLanguage(stored, brand);
  const fromStore = languageCodeSchema.safeParse(stored?.toUpperCase());
  return fromStore.success ? fromStore.data : defaultLanguage;
}

function applyToDocument(code: LanguageCode): void {
  const language = findLanguage(code);
  document.documentElement.lang = language?.tag ?? 'en';
  document.documentElement.dir = language?.dir ?? 'ltr';
  setCurrentLanguage(code);
}

function startWith(code: LanguageCode, messages: Messages): void {
  const tag = tagOf(code);
  translator.addMessages(tag, messages);
  translator.setLanguage(tag);
  applyToDocument(code);
  markStarted();
}

/**
 * The stored choice when the brand offers it, otherwise the brand's default (product §1). The brand's answer
 * is on its way from the first moment of the boot, so waiting for it costs little, and a language the
 * operator has switched off never flashes on screen.
 */
export async function chooseStartLanguage(
  brand: () => Promise<BrandLanguages<LanguageCode> | undefined>,
): Promise<LanguageCode> {
  // hisLang keeps the member's own choice even if something else rewrote lang.
  const stored = readLocal(localKeys.lang) ?? readLocal(localKeys.hisLang);
  return resolveStartLanguage(stored, await brand().catch(() => undefined));
}

let started: Promise<void> | null = null;

/** Starts i18n once in the given language; if its file fails to load, in the fallback (product §1). */
export function startI18n(
  code: LanguageCode,
  fallback: () => Promise<LanguageCode> = async () => defaultLanguage,
): Promise<void> {
  started ??= (async () => {
    try {
      startWith(code, await loadMessages(code));
    } catch {
      const backup = await fallback().catch(() => defaultLanguage);
      startWith(backup, await loadMessages(backup));
    }
  })();
  return started;
}

/** Switches language and keeps the choice under lang and hisLang (product §1, §3). */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  const tag = tagOf(code);
  // Always loaded (files already fetched come from the module cache): a language met before may
  // lack a section asked for since.
  translator.addMessages(tag, await loadMessages(code));
  writeLocal(localKeys.lang, code);
  writeLocal(localKeys.hisLang, code);
  translator.setLanguage(tag);
  applyToDocument(code);
}

/** The active language as the product description's code (EN, PT-BR, ...). */
export function useLanguage(): LanguageCode {
  return codeOfTag(useTranslation().language);
}

/** The active language as a BCP 47 tag for Intl and lang attributes. */
export function useLanguageTag(): string {
  return useTranslation().language;
}
