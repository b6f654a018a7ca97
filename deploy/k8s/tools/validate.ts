// Offline validation of rendered manifests: each object against the vendored JSON schema of its
// apiVersion and kind (deploy/k8s/schemas, strict: unknown fields fail), then the project's own rules.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { JsonObject, K8sObject } from './kustomize';

export const SCHEMA_DIR = join(__dirname, '..', 'schemas');

/** yannh/kubernetes-json-schema's file names (as generate.mjs writes them). */
export function schemaFileName(apiVersion: string, kind: string): string {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  return `${kind}${group ? `-${group.split('.')[0]}` : ''}-${version}.json`.toLowerCase();
}

export type SchemaValidator = (object: K8sObject) => string[];

/** Compiles every vendored schema once; the returned function lists an object's schema errors. */
export function createSchemaValidator(dir: string = SCHEMA_DIR): SchemaValidator {
  const ajv = new Ajv({ allErrors: true, strict: true });
  const validators = new Map<string, ValidateFunction>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    validators.set(file, ajv.compile(JSON.parse(readFileSync(join(dir, file), 'utf8')) as object));
  }
  return (object) => {
    const id = describe(object);
    const validate = validators.get(schemaFileName(String(object.apiVersion), String(object.kind)));
    if (!validate) return [`${id}: no schema for ${String(object.apiVersion)} ${String(object.kind)} in deploy/k8s/schemas`];
    if (validate(object)) return [];
    return (validate.errors ?? []).filter(relevant).map((e) => `${id}: ${formatError(e)}`);
  };
}

/** anyOf/oneOf report every branch; the branch errors already say what is wrong. */
function relevant(error: ErrorObject): boolean {
  return error.keyword !== 'anyOf' && error.keyword !== 'oneOf';
}

function formatError(error: ErrorObject): string {
  const at = error.instancePath || '/';
  if (error.keyword === 'additionalProperties') {
    return `${at}: unknown field "${(error.params as { additionalProperty: string }).additionalProperty}"`;
  }
  if (error.keyword === 'enum') return `${at}: must be one of ${JSON.stringify((error.params as { allowedValues: unknown[] }).allowedValues)}`;
  return `${at}: ${error.message ?? error.keyword}`;
}

export function describe(object: K8sObject): string {
  const meta = (object.metadata ?? {}) as JsonObject;
  return `${String(object.kind)} ${meta.namespace ? `${String(meta.namespace)}/` : ''}${String(meta.name)}`;
}
