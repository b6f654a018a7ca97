#!/usr/bin/env node
// Regenerates the vendored JSON schemas of this folder (see README.md beside this file):
//   node deploy/k8s/schemas/generate.mjs <kubernetes swagger.json> <cnpg clusters CRD .yaml>
// One standalone, strict schema per kind: only the definitions it reaches, no descriptions,
// `additionalProperties: false` on every object with known properties (an unknown or misspelt
// field fails, as kubectl's strict field validation would), apiVersion and kind pinned.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const OUT = dirname(fileURLToPath(import.meta.url));

/** The kinds the manifests use: [definition name in the Kubernetes OpenAPI spec, apiVersion, kind]. */
const KINDS = [
  ['io.k8s.api.core.v1.Namespace', 'v1', 'Namespace'],
  ['io.k8s.api.core.v1.ConfigMap', 'v1', 'ConfigMap'],
  ['io.k8s.api.core.v1.Service', 'v1', 'Service'],
  ['io.k8s.api.core.v1.PersistentVolumeClaim', 'v1', 'PersistentVolumeClaim'],
  ['io.k8s.api.apps.v1.Deployment', 'apps/v1', 'Deployment'],
  ['io.k8s.api.batch.v1.CronJob', 'batch/v1', 'CronJob'],
  ['io.k8s.api.policy.v1.PodDisruptionBudget', 'policy/v1', 'PodDisruptionBudget'],
  ['io.k8s.api.autoscaling.v2.HorizontalPodAutoscaler', 'autoscaling/v2', 'HorizontalPodAutoscaler'],
  ['io.k8s.api.networking.v1.Ingress', 'networking.k8s.io/v1', 'Ingress'],
  ['io.k8s.api.networking.v1.NetworkPolicy', 'networking.k8s.io/v1', 'NetworkPolicy'],
];

const OBJECT_META = 'io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta';

/** yannh/kubernetes-json-schema's file names: <kind>-<first label of the group>-<version>.json. */
export function schemaFileName(apiVersion, kind) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const groupPart = group ? `-${group.split('.')[0]}` : '';
  return `${kind.toLowerCase()}${groupPart}-${version}.json`.toLowerCase();
}

function main() {
  const [swaggerPath, crdPath] = process.argv.slice(2);
  if (!swaggerPath || !crdPath) {
    console.error('usage: node deploy/k8s/schemas/generate.mjs <kubernetes swagger.json> <postgresql.cnpg.io_clusters.yaml>');
    process.exit(2);
  }
  const definitions = JSON.parse(readFileSync(swaggerPath, 'utf8')).definitions;
  for (const [name, apiVersion, kind] of KINDS) {
    write(apiVersion, kind, standalone(definitions, name, apiVersion, kind));
  }
  const crd = parse(readFileSync(crdPath, 'utf8'));
  for (const version of crd.spec.versions.filter((v) => v.served)) {
    const apiVersion = `${crd.spec.group}/${version.name}`;
    const kind = crd.spec.names.kind;
    const root = convertCrd(version.schema.openAPIV3Schema);
    root.properties.metadata = { $ref: `#/definitions/${OBJECT_META}` };
    const schema = { definitions: {} };
    collect(definitions, OBJECT_META, schema.definitions);
    schema.definitions[kind] = pin(root, apiVersion, kind);
    write(apiVersion, kind, { $ref: `#/definitions/${kind}`, ...schema });
  }
}

function write(apiVersion, kind, schema) {
  const file = schemaFileName(apiVersion, kind);
  const doc = { $schema: 'http://json-schema.org/draft-07/schema#', title: `${apiVersion} ${kind}`, ...schema };
  writeFileSync(join(OUT, file), JSON.stringify(sortKeys(doc), null, 1) + '\n');
  console.log(`${file}: ${Object.keys(schema.definitions).length} definitions`);
}

function standalone(definitions, name, apiVersion, kind) {
  const reached = {};
  collect(definitions, name, reached);
  reached[name] = pin(reached[name], apiVersion, kind);
  return { $ref: `#/definitions/${name}`, definitions: reached };
}

/** apiVersion and kind fixed, both required, and a metadata block. */
function pin(schema, apiVersion, kind) {
  const required = new Set([...(schema.required ?? []), 'apiVersion', 'kind', 'metadata']);
  return {
    ...schema,
    properties: { ...schema.properties, apiVersion: { enum: [apiVersion] }, kind: { enum: [kind] } },
    required: [...required].sort(),
  };
}

/** Adds `name` and every definition it references (converted) to `into`. */
function collect(definitions, name, into) {
  if (into[name]) return;
  const source = definitions[name];
  if (!source) throw new Error(`definition ${name} not found`);
  const refs = new Set();
  into[name] = convertOpenApi(source, refs, name);
  for (const ref of refs) collect(definitions, ref, into);
}

/** A Kubernetes OpenAPI (swagger 2) schema as draft-07 JSON schema. */
function convertOpenApi(node, refs, definitionName) {
  if (definitionName === 'io.k8s.apimachinery.pkg.api.resource.Quantity') {
    return { anyOf: [{ type: 'string' }, { type: 'number' }] };
  }
  if (node.$ref) {
    const ref = node.$ref.replace('#/definitions/', '');
    refs.add(ref);
    return { $ref: `#/definitions/${ref}` };
  }
  if (node.format === 'int-or-string') return { anyOf: [{ type: 'string' }, { type: 'integer' }] };
  const out = {};
  if (node.type) out.type = node.type;
  if (node.enum) out.enum = node.enum;
  if (node.required) out.required = node.required;
  if (node.items) out.items = convertOpenApi(node.items, refs);
  if (node.properties) {
    out.properties = Object.fromEntries(Object.entries(node.properties).map(([k, v]) => [k, convertOpenApi(v, refs)]));
  }
  if (node.additionalProperties && typeof node.additionalProperties === 'object') {
    out.additionalProperties = convertOpenApi(node.additionalProperties, refs);
  } else if (node.properties && !node['x-kubernetes-preserve-unknown-fields']) {
    out.additionalProperties = false;
  }
  return out;
}

const CRD_KEYWORDS = ['type', 'enum', 'required', 'pattern', 'minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties'];

/** A CRD's structural openAPIV3Schema as draft-07 JSON schema (CEL rules and defaults left out). */
function convertCrd(node) {
  if (node['x-kubernetes-int-or-string']) return { anyOf: [{ type: 'string' }, { type: 'integer' }] };
  const out = {};
  for (const key of CRD_KEYWORDS) if (node[key] !== undefined) out[key] = node[key];
  if (node.nullable && out.type) out.type = [out.type, 'null'];
  for (const key of ['allOf', 'anyOf', 'oneOf']) if (node[key]) out[key] = node[key].map(convertCrd);
  if (node.not) out.not = convertCrd(node.not);
  if (node.items) out.items = convertCrd(node.items);
  if (node.properties) {
    out.properties = Object.fromEntries(Object.entries(node.properties).map(([k, v]) => [k, convertCrd(v)]));
  }
  if (node.additionalProperties && typeof node.additionalProperties === 'object') {
    out.additionalProperties = convertCrd(node.additionalProperties);
  } else if (node.properties && !node['x-kubernetes-preserve-unknown-fields']) {
    out.additionalProperties = false;
  }
  return out;
}

function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys(value[k])]));
  }
  return value;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
