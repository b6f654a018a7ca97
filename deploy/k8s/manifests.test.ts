// Every overlay of deploy/k8s rendered with kustomize's semantics (tools/kustomize.ts) and checked
// offline: each object against the vendored Kubernetes / CloudNativePG JSON schemas, then the
// project's rules (tools/policy.ts). When kubectl is on PATH, the renderer is compared with it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { build, configMapHash, type JsonObject, type K8sObject } from './tools/kustomize';
import { policyViolations } from './tools/policy';
import { createSchemaValidator } from './tools/validate';

const K8S = __dirname;
const NGINX = join(K8S, '..', 'nginx');
const OVERLAYS = readdirSync(join(K8S, 'overlays'));
const validate = createSchemaValidator();

const schemaErrors = (objects: readonly K8sObject[]) => objects.flatMap(validate);
const named = (objects: readonly K8sObject[], kind: string, name: string) => {
  const found = objects.find((o) => o.kind === kind && (o.metadata.name === name || o.metadata.name.startsWith(`${name}-`)));
  if (!found) throw new Error(`${kind} ${name} not rendered`);
  return found;
};
const container = (objects: readonly K8sObject[], kind: string, name: string, containerName: string) => {
  const spec = named(objects, kind, name).spec as JsonObject;
  const template = (kind === 'CronJob' ? ((spec.jobTemplate as JsonObject).spec as JsonObject).template : spec.template) as JsonObject;
  return ((template.spec as JsonObject).containers as JsonObject[]).find((c) => c.name === containerName)!;
};
const envRef = (c: JsonObject, name: string) =>
  ((c.env as JsonObject[]).find((e) => e.name === name)?.valueFrom as JsonObject | undefined)?.secretKeyRef;

describe('Kubernetes manifests (deploy/k8s)', () => {
  it('has the two PostgreSQL overlays', () => {
    expect(OVERLAYS.sort()).toEqual(['cloudnativepg', 'managed-postgres']);
  });

  describe.each(OVERLAYS)('overlay %s', (overlay) => {
    const objects = build(join(K8S, 'overlays', overlay));

    it('renders every object valid against its Kubernetes JSON schema', () => {
      expect(objects.length).toBeGreaterThan(10);
      expect(schemaErrors(objects)).toEqual([]);
    });

    it('follows the project rules: secrets by reference, probes, resources, non-root, read-only, HPA, PDB', () => {
      expect(policyViolations(objects)).toEqual([]);
      const kinds = new Set(objects.map((o) => `${o.apiVersion} ${o.kind}`));
      for (const kind of ['apps/v1 Deployment', 'v1 Service', 'policy/v1 PodDisruptionBudget', 'autoscaling/v2 HorizontalPodAutoscaler', 'networking.k8s.io/v1 Ingress', 'batch/v1 CronJob']) {
        expect(kinds).toContain(kind);
      }
    });

    it('gives nginx the deploy/nginx files, with an upstream at the API Service', () => {
      const data = (name: string) => named(objects, 'ConfigMap', name).data as Record<string, string>;
      expect(data('nginx-main')).toEqual({ 'nginx.conf': readFileSync(join(NGINX, 'nginx.conf'), 'utf8') });
      const snippets = readdirSync(join(NGINX, 'snippets')).filter((f) => f.endsWith('.conf'));
      expect(Object.keys(data('nginx-snippets')).sort()).toEqual(snippets.sort());
      for (const file of snippets) expect(data('nginx-snippets')[file]).toBe(readFileSync(join(NGINX, 'snippets', file), 'utf8'));
      // Every conf.d file of deploy/nginx but compose's upstream, plus Kubernetes' upstream and real-IP settings.
      const site = readdirSync(join(NGINX, 'conf.d')).filter((f) => f.endsWith('.conf') && f !== 'api-upstream.conf');
      expect(Object.keys(data('nginx-site')).sort()).toEqual([...site, 'api-upstream.conf', 'real-ip.conf'].sort());
      for (const file of site) expect(data('nginx-site')[file]).toBe(readFileSync(join(NGINX, 'conf.d', file), 'utf8'));

      const service = named(objects, 'Service', 'api');
      const port = ((service.spec as JsonObject).ports as JsonObject[])[0]!.port;
      expect(data('nginx-site')['api-upstream.conf']).toMatch(new RegExp(`^\\s*server ${service.metadata.name}:${String(port)}[ ;]`, 'm'));
      expect(data('nginx-site')['api-upstream.conf']).not.toMatch(/127\.0\.0\.11/);
    });

    it('backs the database up nightly with pg_dump in custom format', () => {
      const job = container(objects, 'CronJob', 'db-backup', 'pg-dump');
      expect((job.args as string[]).join('\n')).toMatch(/pg_dump --format=custom/);
      expect(envRef(job, 'DATABASE_URL')).toEqual(envRef(container(objects, 'Deployment', 'api', 'api'), 'DATABASE_URL'));
    });

    const kubectl = spawnSync('kubectl', ['kustomize', '--help'], { encoding: 'utf8' });
    (kubectl.status === 0 ? it : it.skip)('renders exactly as kubectl kustomize (when kubectl is installed)', () => {
      const result = spawnSync('kubectl', ['kustomize', join(K8S, 'overlays', overlay)], { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      const theirs = parseAllDocuments(result.stdout).map((d) => d.toJS() as K8sObject);
      const key = (o: K8sObject) => `${o.kind}/${o.metadata.namespace ?? ''}/${o.metadata.name}`;
      const sorted = (list: K8sObject[]) => [...list].sort((a, b) => key(a).localeCompare(key(b)));
      expect(sorted(objects)).toEqual(sorted(theirs));
    });
  });

  it('points the managed-postgres API at the external database Secret', () => {
    const objects = build(join(K8S, 'overlays', 'managed-postgres'));
    expect(envRef(container(objects, 'Deployment', 'api', 'api'), 'DATABASE_URL')).toEqual({ name: 'sisacte-database', key: 'url' });
    expect(objects.some((o) => o.kind === 'Cluster')).toBe(false);
  });

  it('points the cloudnativepg API at the Secret the operator makes for its Cluster', () => {
    const objects = build(join(K8S, 'overlays', 'cloudnativepg'));
    const cluster = named(objects, 'Cluster', 'sisacte-db');
    const api = named(objects, 'Deployment', 'api');
    expect(cluster.metadata.namespace).toBe(api.metadata.namespace);
    expect(envRef(container(objects, 'Deployment', 'api', 'api'), 'DATABASE_URL')).toEqual({ name: `${cluster.metadata.name}-app`, key: 'uri' });
    const initdb = ((cluster.spec as JsonObject).bootstrap as JsonObject).initdb as JsonObject;
    expect(initdb).toMatchObject({ database: 'sisacte', owner: 'sisacte' });
  });
});

describe('the manifest check catches broken manifests', () => {
  const base = build(join(K8S, 'overlays', 'managed-postgres'));

  it('reports a misspelt field and a wrong type against the schema', () => {
    const deployment = structuredClone(named(base, 'Deployment', 'api'));
    const api = ((deployment.spec as JsonObject).template as JsonObject).spec as JsonObject;
    const c = (api.containers as JsonObject[])[0]!;
    c.readinesProbe = c.readinessProbe!;
    (deployment.spec as JsonObject).replicas = 'two';
    expect(validate(deployment)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/spec/template/spec/containers/0: unknown field "readinesProbe"'),
        expect.stringContaining('/spec/replicas: must be integer'),
      ]),
    );
  });

  it('reports an unknown kind, a wrong apiVersion and a broken CloudNativePG Cluster', () => {
    const cluster = structuredClone(named(build(join(K8S, 'overlays', 'cloudnativepg')), 'Cluster', 'sisacte-db'));
    (cluster.spec as JsonObject).instances = 'three';
    (cluster.spec as JsonObject).storage = { sise: '20Gi' };
    expect(validate(cluster).join('\n')).toMatch(/instances: must be integer[\s\S]*unknown field "sise"/);
    const hpa = structuredClone(named(base, 'HorizontalPodAutoscaler', 'api'));
    hpa.apiVersion = 'autoscaling/v1';
    expect(validate(hpa)).toEqual([expect.stringContaining('no schema for autoscaling/v1 HorizontalPodAutoscaler')]);
  });

  it('fails an overlay whose patch breaks the schema or the rules', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sisacte-k8s-'));
    try {
      const baseDir = relative(dir, join(K8S, 'overlays', 'managed-postgres'));
      writeFileSync(
        join(dir, 'kustomization.yaml'),
        [
          'resources:',
          `  - ${baseDir}`,
          'patches:',
          '  - target: {kind: Deployment, name: api}',
          '    patch: |-',
          '      - op: replace',
          '        path: /spec/template/spec/containers/0/ports/0/containerPort',
          '        value: http',
          '      - op: remove',
          '        path: /spec/template/spec/containers/0/livenessProbe',
          '  - patch: |-',
          '      apiVersion: apps/v1',
          '      kind: Deployment',
          '      metadata: {name: api}',
          '      spec:',
          '        template:',
          '          spec:',
          '            containers:',
          '              - name: api',
          '                env:',
          '                  - {name: JWT_SECRET, value: not-in-git-please, valueFrom: null}',
          '',
        ].join('\n'),
      );
      const objects = build(dir);
      expect(schemaErrors(objects)).toEqual([expect.stringMatching(/Deployment sisacte\/api: \/spec\/template\/spec\/containers\/0\/ports\/0\/containerPort: must be integer/)]);
      expect(policyViolations(objects)).toEqual(
        expect.arrayContaining([
          expect.stringContaining('JWT_SECRET has a literal value'),
          expect.stringContaining('livenessProbe must GET /api/health'),
        ]),
      );

      writeFileSync(join(dir, 'kustomization.yaml'), `resources:\n  - ${baseDir}\nreplicas:\n  - {name: api, count: 3}\n`);
      expect(() => build(dir)).toThrow('"replicas" is not supported');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('wants readiness on /api/ready, liveness on /api/health and the pods scraped', () => {
    const objects = structuredClone(base);
    const deployment = named(objects, 'Deployment', 'api');
    const template = (deployment.spec as JsonObject).template as JsonObject;
    const c = ((template.spec as JsonObject).containers as JsonObject[])[0]!;
    (c.readinessProbe as JsonObject).httpGet = { path: '/api/health', port: 'http' };
    delete (template.metadata as JsonObject).annotations;
    expect(policyViolations(objects)).toEqual(
      expect.arrayContaining([
        'API Deployment: readinessProbe must GET /api/ready (found /api/health)',
        'API Deployment: the pod template must carry prometheus.io/scrape "true" and prometheus.io/path /api/metrics',
      ]),
    );
  });

  it('hashes generated ConfigMaps as kustomize does', () => {
    // Values printed by kustomize v5.5 for these literals.
    expect(configMapHash({ B: 'x' })).toBe('42h2d4bbt6');
    expect(configMapHash({ A: '<b>&"c"', B: 'x' })).toBe('hbmmk4gd67');
  });
});
