// A small kustomize renderer: exactly the kustomization features the manifests of deploy/k8s use,
// with kustomize v5's semantics, so that the test suite renders every overlay offline (no kustomize
// binary on CI). Anything else in a kustomization.yaml is refused rather than silently ignored.
// When kubectl is on PATH, manifests.test.ts compares this output with `kubectl kustomize`.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface K8sObject extends JsonObject {
  apiVersion: string;
  kind: string;
  metadata: JsonObject & { name: string; namespace?: string; labels?: Record<string, string> };
}

interface Resource {
  object: K8sObject;
  /** Generated ConfigMap whose name gets kustomize's content-hash suffix at the end of the build. */
  hashSuffix: boolean;
}

const SUPPORTED_FIELDS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'components',
  'namespace',
  'labels',
  'configMapGenerator',
  'patches',
  'images',
]);

/** Kinds without a namespace (kustomize's list, limited to what a manifest here could hold). */
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'PersistentVolume',
  'StorageClass',
  'PriorityClass',
  'IngressClass',
  'MutatingWebhookConfiguration',
  'ValidatingWebhookConfiguration',
]);

/** `kubectl kustomize <dir>`: the rendered objects, in kustomize's default (legacy) order. */
export function build(dir: string): K8sObject[] {
  const resources = accumulate(resolve(dir), 'Kustomization', []);
  const renamed = addHashSuffixes(resources);
  const objects = resources.map((r) => r.object);
  for (const object of objects) fixConfigMapReferences(object, renamed);
  return sortLegacy(objects);
}

/** The rendered objects as one multi-document YAML stream. */
export function toYaml(objects: readonly K8sObject[]): string {
  return objects.map((o) => stringify(o, { lineWidth: 0, sortMapEntries: true, indentSeq: false })).join('---\n');
}

function readKustomization(dir: string): JsonObject {
  const file = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'].map((f) => join(dir, f)).find(existsSync);
  if (!file) throw new Error(`${dir}: no kustomization.yaml`);
  const parsed = parseYaml(readFileSync(file, 'utf8'), file);
  if (parsed.length !== 1 || !isObject(parsed[0])) throw new Error(`${file}: expected one YAML document`);
  const k = parsed[0];
  for (const field of Object.keys(k)) {
    if (!SUPPORTED_FIELDS.has(field)) throw new Error(`${file}: "${field}" is not supported by deploy/k8s/tools/kustomize.ts`);
  }
  return k;
}

/** One kustomization (or component) applied on top of `input` (empty, except for a component). */
function accumulate(dir: string, expectedKind: 'Kustomization' | 'Component', input: Resource[]): Resource[] {
  const k = readKustomization(dir);
  const kind = (k.kind as string | undefined) ?? 'Kustomization';
  if (kind !== expectedKind) throw new Error(`${dir}: expected kind ${expectedKind}, found ${kind}`);

  let resources = [...input];
  for (const entry of list<string>(k.resources)) {
    const path = resolve(dir, entry);
    if (statSync(path).isDirectory()) resources.push(...accumulate(path, 'Kustomization', []));
    else resources.push(...readResources(path));
  }
  for (const entry of list<string>(k.components)) resources = accumulate(resolve(dir, entry), 'Component', resources);
  for (const generator of list<JsonObject>(k.configMapGenerator)) resources = generateConfigMap(dir, generator, resources);
  assertUniqueIds(resources, dir);

  // Transformers, in kustomize's order: patches, namespace, labels, images.
  for (const patch of list<JsonObject>(k.patches)) applyPatch(dir, patch, resources);
  if (typeof k.namespace === 'string') {
    for (const { object } of resources) {
      if (object.kind === 'Namespace') object.metadata.name = k.namespace;
      else if (!CLUSTER_SCOPED.has(object.kind)) object.metadata.namespace = k.namespace;
    }
  }
  for (const label of list<JsonObject>(k.labels)) {
    const unsupported = Object.keys(label).filter((key) => key !== 'pairs' && !(key === 'includeSelectors' && label[key] === false));
    if (unsupported.length > 0) throw new Error(`${dir}: labels supports only "pairs" (metadata labels), not ${unsupported.join(', ')}`);
    for (const { object } of resources) {
      object.metadata.labels = { ...(object.metadata.labels ?? {}), ...(label.pairs as Record<string, string>) };
    }
  }
  for (const image of list<JsonObject>(k.images)) setImages(resources, image);
  return resources;
}

function readResources(file: string): Resource[] {
  return parseYaml(readFileSync(file, 'utf8'), file).map((doc) => {
    if (!isObject(doc) || typeof doc.kind !== 'string' || typeof doc.apiVersion !== 'string' || !isObject(doc.metadata)) {
      throw new Error(`${file}: every document must be a Kubernetes object with apiVersion, kind and metadata`);
    }
    if (typeof doc.metadata.name !== 'string') throw new Error(`${file}: ${doc.kind} without metadata.name`);
    return { object: doc as K8sObject, hashSuffix: false };
  });
}

function parseYaml(text: string, file: string): Json[] {
  return parseAllDocuments(text)
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]!.message}`);
      return doc.toJS() as Json;
    })
    .filter((doc) => doc !== null && doc !== undefined);
}

// ---- configMapGenerator -------------------------------------------------------------------

function generateConfigMap(dir: string, generator: JsonObject, resources: Resource[]): Resource[] {
  const { name, behavior = 'create', files, literals, options, ...rest } = generator;
  if (typeof name !== 'string') throw new Error(`${dir}: configMapGenerator entry without a name`);
  if (Object.keys(rest).length > 0) throw new Error(`${dir}: configMapGenerator ${name}: ${Object.keys(rest).join(', ')} not supported`);
  const optionKeys = Object.keys((options as JsonObject | undefined) ?? {});
  if (optionKeys.some((key) => key !== 'disableNameSuffixHash')) {
    throw new Error(`${dir}: configMapGenerator ${name}: options other than disableNameSuffixHash are not supported`);
  }
  const data: Record<string, string> = {};
  for (const literal of list<string>(literals)) {
    const at = literal.indexOf('=');
    if (at <= 0) throw new Error(`${dir}: configMapGenerator ${name}: literal "${literal}" is not KEY=VALUE`);
    data[literal.slice(0, at)] = unquote(literal.slice(at + 1));
  }
  for (const entry of list<string>(files)) {
    const at = entry.indexOf('=');
    const key = at > 0 ? entry.slice(0, at) : basename(entry);
    const path = resolve(dir, at > 0 ? entry.slice(at + 1) : entry);
    if (!path.startsWith(dir + '/')) throw new Error(`${dir}: configMapGenerator ${name}: ${entry} is outside the kustomization's folder`);
    if (key in data) throw new Error(`${dir}: configMapGenerator ${name}: key ${key} twice`);
    data[key] = readFileSync(path, 'utf8');
  }
  const hashSuffix = !(options as JsonObject | undefined)?.disableNameSuffixHash;

  const existing = resources.find((r) => r.object.kind === 'ConfigMap' && r.object.metadata.name === name);
  if (behavior === 'create') {
    if (existing) throw new Error(`${dir}: configMapGenerator ${name} already exists (use behavior: merge or replace)`);
    const object: K8sObject = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name }, data };
    return [...resources, { object, hashSuffix }];
  }
  if (!existing) throw new Error(`${dir}: configMapGenerator ${name} with behavior ${String(behavior)} has nothing to ${String(behavior)}`);
  if (behavior === 'merge') existing.object.data = { ...((existing.object.data as JsonObject | undefined) ?? {}), ...data };
  else if (behavior === 'replace') existing.object.data = data;
  else throw new Error(`${dir}: configMapGenerator ${name}: unknown behavior ${String(behavior)}`);
  existing.hashSuffix = existing.hashSuffix && hashSuffix;
  return resources;
}

/** kustomize reads `KEY="value"` literals without the quotes. */
function unquote(value: string): string {
  return value.length >= 2 && /^(['"]).*\1$/s.test(value) ? value.slice(1, -1) : value;
}

/** kustomize's hash of a ConfigMap: sha256 of Go's JSON of {data, kind, name: ""}, 10 characters, vowels-free. */
export function configMapHash(data: Record<string, string>): string {
  const sorted = Object.fromEntries(Object.keys(data).sort().map((key) => [key, data[key]]));
  const goJson = JSON.stringify({ data: sorted, kind: 'ConfigMap', name: '' })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const hex = createHash('sha256').update(goJson).digest('hex').slice(0, 10);
  const swap: Record<string, string> = { '0': 'g', '1': 'h', '3': 'k', a: 'm', e: 't' };
  return hex.replace(/[013ae]/g, (c) => swap[c]!);
}

/** Renames hashed ConfigMaps; returns namespace/old name → new name. */
function addHashSuffixes(resources: Resource[]): Map<string, string> {
  const renamed = new Map<string, string>();
  for (const { object, hashSuffix } of resources) {
    if (!hashSuffix) continue;
    const name = `${object.metadata.name}-${configMapHash((object.data as Record<string, string> | undefined) ?? {})}`;
    renamed.set(`${object.metadata.namespace ?? ''}/${object.metadata.name}`, name);
    object.metadata.name = name;
  }
  return renamed;
}

/** Pod specs of the workload kinds used here. */
function podSpecs(object: K8sObject): JsonObject[] {
  const spec = object.spec as JsonObject | undefined;
  if (!spec) return [];
  if (['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'ReplicaSet'].includes(object.kind)) {
    return [((spec.template as JsonObject | undefined)?.spec as JsonObject | undefined) ?? {}];
  }
  if (object.kind === 'CronJob') {
    const job = (spec.jobTemplate as JsonObject | undefined)?.spec as JsonObject | undefined;
    return [((job?.template as JsonObject | undefined)?.spec as JsonObject | undefined) ?? {}];
  }
  if (object.kind === 'Pod') return [spec];
  return [];
}

function containersOf(pod: JsonObject): JsonObject[] {
  return [...list<JsonObject>(pod.initContainers), ...list<JsonObject>(pod.containers)];
}

function fixConfigMapReferences(object: K8sObject, renamed: Map<string, string>): void {
  const rename = (holder: JsonObject | undefined) => {
    if (!holder || typeof holder.name !== 'string') return;
    const name = renamed.get(`${object.metadata.namespace ?? ''}/${holder.name}`);
    if (name) holder.name = name;
  };
  for (const pod of podSpecs(object)) {
    for (const volume of list<JsonObject>(pod.volumes)) {
      rename(volume.configMap as JsonObject | undefined);
      for (const source of list<JsonObject>((volume.projected as JsonObject | undefined)?.sources)) {
        rename(source.configMap as JsonObject | undefined);
      }
    }
    for (const container of containersOf(pod)) {
      for (const from of list<JsonObject>(container.envFrom)) rename(from.configMapRef as JsonObject | undefined);
      for (const env of list<JsonObject>(container.env)) {
        rename((env.valueFrom as JsonObject | undefined)?.configMapKeyRef as JsonObject | undefined);
      }
    }
  }
}

function assertUniqueIds(resources: Resource[], dir: string): void {
  const seen = new Set<string>();
  for (const { object } of resources) {
    const id = `${object.apiVersion}/${object.kind}/${object.metadata.namespace ?? ''}/${object.metadata.name}`;
    if (seen.has(id)) throw new Error(`${dir}: ${id} defined twice`);
    seen.add(id);
  }
}

// ---- patches ------------------------------------------------------------------------------

function applyPatch(dir: string, entry: JsonObject, resources: Resource[]): void {
  const { path, patch, target, options, ...rest } = entry;
  if (Object.keys(rest).length > 0 || options !== undefined) throw new Error(`${dir}: patch fields ${Object.keys(rest).join(', ')} not supported`);
  const text = typeof path === 'string' ? readFileSync(resolve(dir, path), 'utf8') : patch;
  if (typeof text !== 'string') throw new Error(`${dir}: a patch needs "path" or "patch"`);
  const [content, ...more] = parseYaml(text, typeof path === 'string' ? path : `${dir} (inline patch)`);
  if (more.length > 0) throw new Error(`${dir}: one patch per entry`);

  if (Array.isArray(content)) {
    // JSON 6902: needs a target.
    if (!isObject(target)) throw new Error(`${dir}: a JSON 6902 patch needs a target`);
    const matched = select(resources, target);
    if (matched.length === 0) throw new Error(`${dir}: patch target ${JSON.stringify(target)} matches nothing`);
    for (const r of matched) r.object = json6902(r.object, content as JsonObject[]) as K8sObject;
    return;
  }
  if (!isObject(content)) throw new Error(`${dir}: a patch must be a YAML map or a JSON 6902 list`);
  const selector: JsonObject = isObject(target)
    ? target
    : {
        kind: content.kind as string,
        name: (content.metadata as JsonObject | undefined)?.name as string,
        ...((content.metadata as JsonObject | undefined)?.namespace ? { namespace: (content.metadata as JsonObject).namespace } : {}),
      };
  const matched = select(resources, selector);
  if (matched.length === 0) throw new Error(`${dir}: patch target ${JSON.stringify(selector)} matches nothing`);
  for (const r of matched) {
    const { metadata: patchMeta, apiVersion: _apiVersion, kind: _kind, ...body } = content;
    const name = r.object.metadata.name;
    const merged = strategicMerge(r.object, { ...body, ...(patchMeta ? { metadata: { ...(patchMeta as JsonObject), name } } : {}) }, []) as K8sObject;
    r.object = merged;
  }
}

function select(resources: Resource[], target: JsonObject): Resource[] {
  const allowed = ['group', 'version', 'kind', 'name', 'namespace', 'labelSelector'];
  for (const key of Object.keys(target)) if (!allowed.includes(key)) throw new Error(`patch target field ${key} not supported`);
  return resources.filter(({ object }) => {
    const [group, version] = object.apiVersion.includes('/') ? object.apiVersion.split('/') : ['', object.apiVersion];
    if (target.group !== undefined && target.group !== group) return false;
    if (target.version !== undefined && target.version !== version) return false;
    if (target.kind !== undefined && target.kind !== object.kind) return false;
    if (target.name !== undefined && !new RegExp(`^(?:${String(target.name)})$`).test(object.metadata.name)) return false;
    if (target.namespace !== undefined && target.namespace !== (object.metadata.namespace ?? '')) return false;
    if (typeof target.labelSelector === 'string') {
      for (const pair of target.labelSelector.split(',')) {
        const [key, value] = pair.split('=');
        if (object.metadata.labels?.[key!.trim()] !== value?.trim()) return false;
      }
    }
    return true;
  });
}

/** Merge keys of the lists the patches here touch (Kubernetes' patchMergeKey); other lists are replaced. */
function mergeKey(path: readonly string[], key: string): string | undefined {
  const parent = path[path.length - 1];
  switch (key) {
    case 'containers':
    case 'initContainers':
    case 'env':
    case 'volumes':
    case 'imagePullSecrets':
      return 'name';
    case 'volumeMounts':
      return 'mountPath';
    case 'ports':
      // A container's ports merge on containerPort, a Service's on port.
      return path.includes('containers') || path.includes('initContainers') ? 'containerPort' : parent === 'spec' ? 'port' : undefined;
    default:
      return undefined;
  }
}

/** Kubernetes strategic merge patch, for maps, merge-keyed lists, null deletes and $patch: delete/replace. */
export function strategicMerge(target: Json | undefined, patch: Json, path: string[]): Json | undefined {
  if (!isObject(patch) || !isObject(target)) return clone(patch);
  if (patch.$patch === 'replace') {
    const { $patch: _, ...rest } = patch;
    return clone(rest);
  }
  if (patch.$patch === 'delete') return undefined;
  const out: JsonObject = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (key.startsWith('$')) throw new Error(`strategic merge directive ${key} not supported`);
    if (value === null) {
      delete out[key];
      continue;
    }
    const current = out[key];
    const byKey = mergeKey(path, key);
    if (Array.isArray(value) && Array.isArray(current) && byKey) out[key] = mergeList(current, value, byKey, [...path, key]);
    else {
      const merged = strategicMerge(current, value, [...path, key]);
      if (merged === undefined) delete out[key];
      else out[key] = merged;
    }
  }
  return out;
}

function mergeList(current: Json[], patch: Json[], key: string, path: string[]): Json[] {
  const out = [...current];
  for (const item of patch) {
    if (!isObject(item) || item[key] === undefined) throw new Error(`${path.join('.')}: every item needs "${key}"`);
    const at = out.findIndex((existing) => isObject(existing) && existing[key] === item[key]);
    if (item.$patch === 'delete') {
      if (at >= 0) out.splice(at, 1);
    } else if (at >= 0) {
      out[at] = strategicMerge(out[at], item, path)!;
    } else out.push(clone(item));
  }
  return out;
}

function json6902(document: Json, operations: JsonObject[]): Json {
  let doc = clone(document);
  for (const op of operations) {
    const pointer = parsePointer(String(op.path));
    switch (op.op) {
      case 'add':
      case 'replace':
        doc = setAt(doc, pointer, clone(op.value as Json), op.op === 'add');
        break;
      case 'remove':
        doc = removeAt(doc, pointer);
        break;
      case 'test':
        if (JSON.stringify(getAt(doc, pointer)) !== JSON.stringify(op.value)) throw new Error(`JSON patch test failed at ${String(op.path)}`);
        break;
      default:
        throw new Error(`JSON patch op ${String(op.op)} not supported`);
    }
  }
  return doc;
}

function parsePointer(pointer: string): string[] {
  if (!pointer.startsWith('/')) throw new Error(`bad JSON pointer ${pointer}`);
  return pointer
    .slice(1)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function getAt(doc: Json, pointer: string[]): Json | undefined {
  let node: Json | undefined = doc;
  for (const part of pointer) {
    if (Array.isArray(node)) node = node[Number(part)];
    else if (isObject(node)) node = node[part];
    else return undefined;
  }
  return node;
}

function setAt(doc: Json, pointer: string[], value: Json, insert: boolean): Json {
  const parent = getAt(doc, pointer.slice(0, -1));
  const last = pointer[pointer.length - 1]!;
  if (Array.isArray(parent)) {
    const index = last === '-' ? parent.length : Number(last);
    if (!Number.isInteger(index) || index < 0 || index > parent.length) throw new Error(`JSON patch: bad index ${last}`);
    if (insert) parent.splice(index, 0, value);
    else parent[index] = value;
  } else if (isObject(parent)) {
    if (!insert && !(last in parent)) throw new Error(`JSON patch: nothing to replace at /${pointer.join('/')}`);
    parent[last] = value;
  } else throw new Error(`JSON patch: no parent at /${pointer.join('/')}`);
  return doc;
}

function removeAt(doc: Json, pointer: string[]): Json {
  const parent = getAt(doc, pointer.slice(0, -1));
  const last = pointer[pointer.length - 1]!;
  if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else if (isObject(parent) && last in parent) delete parent[last];
  else throw new Error(`JSON patch: nothing to remove at /${pointer.join('/')}`);
  return doc;
}

// ---- images ---------------------------------------------------------------------------------

function setImages(resources: Resource[], entry: JsonObject): void {
  const { name, newName, newTag, digest, ...rest } = entry;
  if (typeof name !== 'string' || Object.keys(rest).length > 0) throw new Error(`images: entry ${JSON.stringify(entry)} not supported`);
  for (const { object } of resources) {
    for (const pod of podSpecs(object)) {
      for (const container of containersOf(pod)) {
        if (typeof container.image !== 'string') continue;
        const image = parseImage(container.image);
        if (image.name !== name) continue;
        const tag = digest ? `@${String(digest)}` : newTag !== undefined ? `:${String(newTag)}` : image.tag;
        container.image = `${typeof newName === 'string' ? newName : image.name}${tag}`;
      }
    }
  }
}

function parseImage(image: string): { name: string; tag: string } {
  const at = image.indexOf('@');
  if (at >= 0) return { name: image.slice(0, at), tag: image.slice(at) };
  const colon = image.lastIndexOf(':');
  if (colon > image.lastIndexOf('/')) return { name: image.slice(0, colon), tag: image.slice(colon) };
  return { name: image, tag: '' };
}

// ---- order and helpers -------------------------------------------------------------------------

const ORDER_FIRST = [
  'Namespace',
  'ResourceQuota',
  'StorageClass',
  'CustomResourceDefinition',
  'ServiceAccount',
  'PodSecurityPolicy',
  'Role',
  'ClusterRole',
  'RoleBinding',
  'ClusterRoleBinding',
  'ConfigMap',
  'Secret',
  'Endpoints',
  'Service',
  'LimitRange',
  'PriorityClass',
  'PersistentVolume',
  'PersistentVolumeClaim',
  'Deployment',
  'StatefulSet',
  'CronJob',
  'PodDisruptionBudget',
];
const ORDER_LAST = ['MutatingWebhookConfiguration', 'ValidatingWebhookConfiguration'];

function sortLegacy(objects: K8sObject[]): K8sObject[] {
  const rank = (kind: string) => {
    const first = ORDER_FIRST.indexOf(kind);
    if (first >= 0) return first;
    const last = ORDER_LAST.indexOf(kind);
    return last >= 0 ? ORDER_FIRST.length + 1 + last : ORDER_FIRST.length;
  };
  const key = (o: K8sObject) => `${o.apiVersion}/${o.kind}\u0000${o.metadata.namespace ?? ''}\u0000${o.metadata.name}`;
  return [...objects].sort((a, b) => rank(a.kind) - rank(b.kind) || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

function list<T>(value: Json | undefined): T[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new Error(`expected a list, found ${JSON.stringify(value)}`);
  return value as T[];
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function clone<T extends Json>(value: T): T {
  return structuredClone(value);
}
