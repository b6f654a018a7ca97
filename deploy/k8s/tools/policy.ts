// The project's rules for a rendered overlay, beyond the schemas: secrets only by reference, probes
// on /api/health and /api/ready, metrics scraped, resources and a locked-down security context on every container, an autoscaler
// and a disruption budget for the API, and every name that one object gives another resolving.
import type { Json, JsonObject, K8sObject } from './kustomize';
import { describe } from './validate';

/** Environment variables that hold secrets: never a literal value, never in a ConfigMap. */
const SECRET_NAME = /(PASSWORD|SECRET|TOKEN|DATABASE_URL|HMAC|PRIVATE|CREDENTIAL|_KEY$)/i;

export function policyViolations(objects: readonly K8sObject[]): string[] {
  const problems: string[] = [];
  const byKind = (kind: string) => objects.filter((o) => o.kind === kind);
  const find = (kind: string, name: string, namespace: string | undefined) =>
    objects.find((o) => o.kind === kind && o.metadata.name === name && o.metadata.namespace === namespace);

  for (const object of objects) {
    const id = describe(object);
    if (object.kind === 'Secret') problems.push(`${id}: Secrets are created outside git and used by reference, never rendered`);
    if (object.kind !== 'Namespace' && !object.metadata.namespace) problems.push(`${id}: no namespace`);
    if (object.kind === 'ConfigMap') {
      for (const key of Object.keys((object.data as JsonObject | undefined) ?? {})) {
        if (SECRET_NAME.test(key)) problems.push(`${id}: ${key} looks like a secret; use a Secret by reference`);
      }
    }
    for (const { pod, where } of podSpecs(object)) {
      problems.push(...podProblems(`${id}${where}`, pod));
      for (const container of containers(pod)) {
        const cid = `${id}${where} container ${String(container.name)}`;
        for (const env of list(container.env)) {
          if (SECRET_NAME.test(String(env.name)) && env.value !== undefined) {
            problems.push(`${cid}: ${String(env.name)} has a literal value; use valueFrom.secretKeyRef`);
          }
          const ref = (env.valueFrom as JsonObject | undefined)?.configMapKeyRef as JsonObject | undefined;
          if (ref && !find('ConfigMap', String(ref.name), object.metadata.namespace)) problems.push(`${cid}: ConfigMap ${String(ref.name)} not rendered`);
        }
        for (const from of list(container.envFrom)) {
          const ref = from.configMapRef as JsonObject | undefined;
          if (ref && !find('ConfigMap', String(ref.name), object.metadata.namespace)) problems.push(`${cid}: ConfigMap ${String(ref.name)} not rendered`);
          if (from.secretRef) problems.push(`${cid}: envFrom secretRef hides which secrets are read; use env[].valueFrom.secretKeyRef`);
        }
        problems.push(...containerProblems(cid, container));
      }
      for (const volume of list(pod.volumes)) {
        const name = (volume.configMap as JsonObject | undefined)?.name;
        if (name && !find('ConfigMap', String(name), object.metadata.namespace)) problems.push(`${id}: volume ${String(volume.name)}: ConfigMap ${String(name)} not rendered`);
        const claim = (volume.persistentVolumeClaim as JsonObject | undefined)?.claimName;
        if (claim && !find('PersistentVolumeClaim', String(claim), object.metadata.namespace)) problems.push(`${id}: PVC ${String(claim)} not rendered`);
      }
    }
  }

  // The API: probes on /api/health, DATABASE_URL from a Secret (never the embedded PGlite),
  // autoscaled on CPU, a disruption budget.
  const api = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'api');
  if (!api) problems.push('no API Deployment named "api"');
  else {
    const container = containers(podSpecs(api)[0]!.pod).find((c) => c.name === 'api');
    if (!container) problems.push('API Deployment: no container named "api"');
    else {
      // Liveness on /api/health (the process and the database), readiness on /api/ready (also the migrations).
      for (const [probe, wanted] of [['readinessProbe', '/api/ready'], ['livenessProbe', '/api/health']] as const) {
        const path = ((container[probe] as JsonObject | undefined)?.httpGet as JsonObject | undefined)?.path;
        if (path !== wanted) problems.push(`API Deployment: ${probe} must GET ${wanted} (found ${String(path)})`);
      }
      // Scraped by Prometheus: the pod says where its metrics are.
      const annotations = ((((api.spec as JsonObject).template as JsonObject).metadata as JsonObject | undefined)?.annotations ?? {}) as JsonObject;
      if (annotations['prometheus.io/scrape'] !== 'true' || annotations['prometheus.io/path'] !== '/api/metrics') {
        problems.push('API Deployment: the pod template must carry prometheus.io/scrape "true" and prometheus.io/path /api/metrics');
      }
      const databaseUrl = list(container.env).find((e) => e.name === 'DATABASE_URL');
      if (!(databaseUrl?.valueFrom as JsonObject | undefined)?.secretKeyRef) problems.push('API Deployment: DATABASE_URL must come from a secretKeyRef');
    }
    if ((api.spec as JsonObject).replicas !== undefined) problems.push('API Deployment: no replicas field, the HPA owns the count');
    const hpa = byKind('HorizontalPodAutoscaler').find((h) => {
      const ref = (h.spec as JsonObject).scaleTargetRef as JsonObject;
      return ref.kind === 'Deployment' && ref.name === 'api' && h.metadata.namespace === api.metadata.namespace;
    });
    if (!hpa) problems.push('API Deployment: no HorizontalPodAutoscaler');
    else {
      const cpu = list((hpa.spec as JsonObject).metrics).some((m) => ((m.resource as JsonObject | undefined)?.name ?? '') === 'cpu');
      if (!cpu) problems.push(`${describe(hpa)}: no CPU metric`);
      if (Number((hpa.spec as JsonObject).minReplicas ?? 1) < 2) problems.push(`${describe(hpa)}: minReplicas below 2`);
    }
  }

  // Selectors: every Service, PodDisruptionBudget and NetworkPolicy selects some pods.
  const podLabels = objects.flatMap((o) =>
    podSpecs(o).map(({ labels }) => ({ namespace: o.metadata.namespace, labels })),
  );
  const selects = (namespace: string | undefined, selector: Record<string, string>) =>
    podLabels.some((p) => p.namespace === namespace && Object.entries(selector).every(([k, v]) => p.labels[k] === v));
  for (const object of [...byKind('Service'), ...byKind('PodDisruptionBudget'), ...byKind('NetworkPolicy')]) {
    const spec = object.spec as JsonObject;
    const selector = (object.kind === 'Service' ? spec.selector : ((spec.selector ?? spec.podSelector) as JsonObject | undefined)?.matchLabels) as
      | Record<string, string>
      | undefined;
    if (!selector || Object.keys(selector).length === 0) problems.push(`${describe(object)}: empty selector`);
    else if (!selects(object.metadata.namespace, selector)) problems.push(`${describe(object)}: selector ${JSON.stringify(selector)} matches no pod`);
  }
  // Deployments: the selector matches the template's labels.
  for (const deployment of byKind('Deployment')) {
    const match = ((deployment.spec as JsonObject).selector as JsonObject).matchLabels as Record<string, string>;
    const labels = podSpecs(deployment)[0]!.labels;
    if (!Object.entries(match).every(([k, v]) => labels[k] === v)) problems.push(`${describe(deployment)}: selector does not match the pod template`);
  }
  // Ingress backends name existing Services and ports.
  for (const ingress of byKind('Ingress')) {
    for (const rule of list((ingress.spec as JsonObject).rules)) {
      for (const path of list((rule.http as JsonObject | undefined)?.paths)) {
        const service = (path.backend as JsonObject).service as JsonObject;
        const target = find('Service', String(service.name), ingress.metadata.namespace);
        const port = service.port as JsonObject;
        if (!target) problems.push(`${describe(ingress)}: Service ${String(service.name)} not rendered`);
        else if (!list((target.spec as JsonObject).ports).some((p) => p.name === port.name || p.port === port.number)) {
          problems.push(`${describe(ingress)}: Service ${String(service.name)} has no port ${JSON.stringify(port)}`);
        }
      }
    }
  }
  return problems;
}

function podProblems(id: string, pod: JsonObject): string[] {
  const problems: string[] = [];
  const context = (pod.securityContext ?? {}) as JsonObject;
  if (context.runAsNonRoot !== true) problems.push(`${id}: securityContext.runAsNonRoot must be true`);
  if (((context.seccompProfile as JsonObject | undefined)?.type ?? '') !== 'RuntimeDefault') problems.push(`${id}: seccompProfile RuntimeDefault`);
  if (pod.automountServiceAccountToken !== false) problems.push(`${id}: automountServiceAccountToken must be false (no pod talks to the Kubernetes API)`);
  return problems;
}

function containerProblems(id: string, container: JsonObject): string[] {
  const problems: string[] = [];
  const image = String(container.image ?? '');
  if (!/[:@]/.test(image.slice(image.lastIndexOf('/') + 1)) || image.endsWith(':latest')) problems.push(`${id}: image ${image} needs a pinned tag`);
  const resources = (container.resources ?? {}) as JsonObject;
  if (!(resources.requests as JsonObject | undefined)?.cpu || !(resources.requests as JsonObject | undefined)?.memory) problems.push(`${id}: cpu and memory requests`);
  if (!(resources.limits as JsonObject | undefined)?.memory) problems.push(`${id}: a memory limit`);
  const context = (container.securityContext ?? {}) as JsonObject;
  if (context.allowPrivilegeEscalation !== false) problems.push(`${id}: allowPrivilegeEscalation must be false`);
  if (context.readOnlyRootFilesystem !== true) problems.push(`${id}: readOnlyRootFilesystem must be true`);
  const drop = list((context.capabilities as JsonObject | undefined)?.drop as Json | undefined);
  if (!(drop as unknown as string[]).includes('ALL')) problems.push(`${id}: capabilities must drop ALL`);
  return problems;
}

interface PodSpecAt {
  pod: JsonObject;
  labels: Record<string, string>;
  where: string;
}

function podSpecs(object: K8sObject): PodSpecAt[] {
  const spec = object.spec as JsonObject | undefined;
  const template = (t: JsonObject | undefined, where: string): PodSpecAt[] =>
    t ? [{ pod: (t.spec ?? {}) as JsonObject, labels: ((t.metadata as JsonObject | undefined)?.labels ?? {}) as Record<string, string>, where }] : [];
  if (!spec) return [];
  if (['Deployment', 'StatefulSet', 'DaemonSet', 'Job'].includes(object.kind)) return template(spec.template as JsonObject | undefined, '');
  if (object.kind === 'CronJob') {
    return template(((spec.jobTemplate as JsonObject | undefined)?.spec as JsonObject | undefined)?.template as JsonObject | undefined, ' (job)');
  }
  return [];
}

function containers(pod: JsonObject): JsonObject[] {
  return [...list(pod.initContainers), ...list(pod.containers)];
}

function list(value: Json | undefined): JsonObject[] {
  return Array.isArray(value) ? (value as JsonObject[]) : [];
}
