import type { Page } from '@playwright/test';
import { de } from '../../src/admin/i18n/de';
import { en } from '../../src/admin/i18n/en';
import { fr } from '../../src/admin/i18n/fr';
import { flattenMessages as flatten } from '../../src/admin/i18n/flattenMessages';

/** MUI's English defaults, which no catalogue of ours holds (autocomplete, pagination, breadcrumbs). */
const MUI_ENGLISH = ['Open', 'Close', 'Clear', 'No options', 'breadcrumb', 'pagination navigation', 'Go to next page', 'Go to previous page', 'Go to first page', 'Go to last page', 'Rows per page:', 'Show path'];

export interface LeakRules {
  /** English texts that differ from the target language's text: each a whole-string pattern */
  english: { text: string; pattern: RegExp }[];
  /** a catalogue key shown as it is */
  rawKey: RegExp;
  /** a catalogue key inside a longer text (`resources.venue.fields.name *`, `app.x.y: …`) */
  keyInText: RegExp;
  /** messages meant for developers (the data provider's, the registry's), never for users */
  developer: RegExp;
}

/** Phrases of the errors src/admin throws at programmers (VenueRequiredError, registry and catalogue loads). */
const DEVELOPER = /works on one venue|meta\.venue|params\.venue|is read before (it|its texts) loaded|await (ensureEntities|catalogueReady)|offers no \w+ call|Unknown resource "/;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What must not be visible in `locale`: every English catalogue text (each plural form;
 * `%{x}` matches anything) that the target catalogue words differently, and raw keys.
 */
export function leakRules(locale: 'de' | 'en' | 'fr'): LeakRules {
  const english = flatten(en);
  const target = flatten(locale === 'de' ? de : fr);
  const targetTexts = new Set(Object.values(target).flatMap((t) => t.split('||||').map((s) => s.trim())));
  // in English only keys and developer messages can leak
  const texts = new Set<string>(locale === 'en' ? [] : MUI_ENGLISH);
  for (const [key, text] of Object.entries(english)) {
    if (locale === 'en' || target[key] === text) continue;
    for (const form of text.split('||||').map((s) => s.trim())) {
      // a text the target language shares (Name, E-Mail, IBAN) or that is too short to mean anything
      if (targetTexts.has(form) || form.replace(/%\{\w+\}/g, '').replace(/[^\p{L}]/gu, '').length < 3) continue;
      texts.add(form);
    }
  }
  const roots = [...new Set(Object.keys(english).map((k) => k.split('.')[0]))].filter((r) => /^[a-z]\w+$/i.test(r));
  return {
    english: [...texts].map((text) => ({ text, pattern: new RegExp(`^${escape(text).replace(/%\\\{\w+\\\}/g, '.+')}$`, 's') })),
    rawKey: new RegExp(`^(${roots.map(escape).join('|')})\\.[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$`),
    // the groups whose keys are built at run time (an entity's field, a server code): no file name or address looks like them
    keyInText: /(^|[^\w.@/-])(resources|app|screens|enums|serverRules|serverErrors|validation)\.[a-z][A-Za-z0-9_]*\.[A-Za-z][A-Za-z0-9_]*/,
    developer: DEVELOPER,
  };
}

/** Every visible text node and every accessible name or hint given as an attribute. */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const visible = (el: Element | null) => !!el && (el as HTMLElement).checkVisibility?.({ checkOpacity: false, checkVisibilityCSS: true }) !== false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, pre, code, textarea')) continue;
      if (visible(parent)) out.add(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (!visible(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name)?.replace(/\s+/g, ' ').trim();
        if (value) out.add(value);
      }
    }
    return [...out];
  });
}

/**
 * The English texts split for a quick lookup: a text without `%{x}` matches only itself (its
 * pattern is the escaped text between ^ and $), so a set answers for it; the few with
 * placeholders keep their patterns. Matching 1,800 patterns per visible text took most of a
 * second per screen.
 */
const lookups = new WeakMap<LeakRules, { exact: Set<string>; patterns: RegExp[] }>();

function englishLookup(rules: LeakRules): { exact: Set<string>; patterns: RegExp[] } {
  let lookup = lookups.get(rules);
  if (!lookup) {
    lookup = { exact: new Set(), patterns: [] };
    for (const e of rules.english) {
      if (/%\{\w+\}/.test(e.text)) lookup.patterns.push(e.pattern);
      else lookup.exact.add(e.text);
    }
    lookups.set(rules, lookup);
  }
  return lookup;
}

/** The English texts, raw keys and developer messages among what `page` shows now. */
export async function englishLeaks(page: Page, rules: LeakRules): Promise<string[]> {
  const found: string[] = [];
  const english = englishLookup(rules);
  for (const text of await visibleTexts(page)) {
    if (rules.rawKey.test(text) || rules.keyInText.test(text)) found.push(`raw key "${text}"`);
    else if (rules.developer.test(text)) found.push(`developer message "${text}"`);
    else if (english.exact.has(text) || english.patterns.some((p) => p.test(text))) found.push(`"${text}"`);
  }
  return found;
}
