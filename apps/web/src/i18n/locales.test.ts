import { describe, expect, it } from 'vitest';
import { profileTypeName } from '@quad/shared/data/journey-names';
import { PROFILE_TYPE_LIST } from '@quad/shared/data/profile-types';
import { COMPLETE_LOCALES } from '@quad/shared/rules/locale';

type Tree = { [key: string]: string | Tree };

/** Every locale file: `./locales/de/chat.json`; English's shell file is `./locales/en.json`. */
const files = import.meta.glob<Tree>('./locales/**/*.json', { eager: true, import: 'default' });

function namespacesOf(locale: string): Record<string, Tree> {
  const found: Record<string, Tree> = {};
  for (const [path, tree] of Object.entries(files)) {
    if (locale === 'en' && path === './locales/en.json') found['translation'] = tree;
    const match = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === locale) found[match[2]!] = tree;
  }
  return found;
}

function flatten(tree: Tree, prefix = '', into = new Map<string, unknown>()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]!);
const tags = (text: string) => [...text.matchAll(/<\/?[\w-]+\s*\/?>/g)].map((m) => m[0]).sort();

/** English's keys: plain ones, and plural groups with the forms English wrote. */
function shapeOf(flat: Map<string, unknown>) {
  const plain = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const key of flat.keys()) {
    const match = PLURAL.exec(key);
    if (match && (flat.has(`${match[1]}_other`) || match[2] === 'other')) {
      const forms = plurals.get(match[1]!) ?? new Set<string>();
      plurals.set(match[1]!, forms.add(match[2]!));
    } else plain.add(key);
  }
  return { plain, plurals };
}

const english = namespacesOf('en');

describe('locales', () => {
  it('has every complete locale, each with exactly English namespaces', () => {
    for (const locale of COMPLETE_LOCALES) {
      expect(Object.keys(namespacesOf(locale)).sort(), locale).toEqual(Object.keys(english).sort());
    }
  });

  describe.each(COMPLETE_LOCALES.filter((locale) => locale !== 'en'))('%s', (locale) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const translated = namespacesOf(locale);

    it.each(Object.keys(english))('%s: the same keys, plural forms and placeholders', (ns) => {
      const source = flatten(english[ns]!);
      const target = flatten(translated[ns] ?? {});
      const { plain, plurals } = shapeOf(source);
      const problems: string[] = [];

      const expected = new Set(plain);
      for (const [base, forms] of plurals) {
        // The language's own forms; `zero` where English has one (i18next reads it for 0 in
        // every language); `many` may be there for languages whose rules grew it recently.
        for (const category of categories) expected.add(`${base}_${category}`);
        if (forms.has('zero')) expected.add(`${base}_zero`);
        const optionalMany = `${base}_many`;
        if (target.has(optionalMany)) expected.add(optionalMany);
      }
      for (const key of expected) if (!target.has(key)) problems.push(`missing ${key}`);
      for (const key of target.keys()) if (!expected.has(key)) problems.push(`extra ${key}`);

      for (const [key, value] of target) {
        if (typeof value !== 'string' || value.trim() === '') {
          problems.push(`empty ${key}`);
          continue;
        }
        const plural = PLURAL.exec(key);
        const base = plural && plurals.has(plural[1]!) ? plural[1]! : null;
        const original = String(
          base
            ? (source.get(`${base}_${plural![2]}`) ?? source.get(`${base}_other`))
            : source.get(key),
        );
        const want = placeholders(original);
        const have = placeholders(value);
        // A plural form may leave the number out ("une personne"), nothing else.
        const needed = base ? want.filter((name) => !/^count\b/.test(name)) : want;
        for (const name of needed)
          if (!have.includes(name)) problems.push(`${key} lacks {{${name}}}`);
        for (const name of have)
          if (!want.includes(name)) problems.push(`${key} invents {{${name}}}`);
        if (tags(value).join() !== tags(original).join()) problems.push(`${key} changes the tags`);
      }
      expect(problems).toEqual([]);
    });
  });

  it("names kinds of profile as the server's lists do", () => {
    for (const locale of COMPLETE_LOCALES) {
      const content = namespacesOf(locale)['content'] as { ambassador: { profileType: Tree } };
      for (const type of PROFILE_TYPE_LIST) {
        expect(content.ambassador.profileType[type.key], `${locale} ${type.key}`).toBe(
          profileTypeName(type, locale),
        );
      }
    }
  });
});
