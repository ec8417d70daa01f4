import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as errors from '../errors';
import * as events from '../events';
import * as roles from '../roles';
import * as auth from './auth';
import * as common from './common';
import * as content from './content';
import * as dialogs from './dialogs';
import * as questions from './questions';
import * as widgetSettings from './widget-settings';

const modules = {
  errors,
  events,
  roles,
  auth,
  common,
  content,
  dialogs,
  questions,
  widgetSettings,
};

const schemas = Object.entries(modules).flatMap(([moduleName, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${moduleName}.${name}`, schema })),
);

describe('schemas for OpenAPI', () => {
  it('finds the exported schemas', () => {
    expect(schemas.length).toBeGreaterThan(80);
  });

  it('every exported schema carries an id or a description', () => {
    const unnamed = schemas
      .filter(({ schema }) => {
        const meta = z.globalRegistry.get(schema);
        return !meta?.id && !meta?.description;
      })
      .map(({ name }) => name);
    expect(unnamed).toEqual([]);
  });

  it('no two different schemas share an id', () => {
    const byId = new Map<string, z.ZodType>();
    for (const { name, schema } of schemas) {
      const id = z.globalRegistry.get(schema)?.id;
      if (typeof id !== 'string') continue;
      const seen = byId.get(id);
      expect(seen === undefined || seen === schema, `${name} reuses id ${id}`).toBe(true);
      byId.set(id, schema);
    }
  });

  it('every schema converts to JSON Schema for requests and responses', () => {
    for (const { name, schema } of schemas) {
      for (const io of ['input', 'output'] as const) {
        expect(() => z.toJSONSchema(schema, { io, unrepresentable: 'any' }), name).not.toThrow();
      }
    }
  });
});
