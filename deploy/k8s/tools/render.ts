// Renders an overlay as kustomize would, validates it, and prints it (for a cluster without kubectl's
// kustomize, or to inspect what the test suite checks):
//   node --import tsx deploy/k8s/tools/render.ts deploy/k8s/overlays/cloudnativepg > sisacte.yaml
import { build, toYaml } from './kustomize';
import { policyViolations } from './policy';
import { createSchemaValidator } from './validate';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node --import tsx deploy/k8s/tools/render.ts <overlay folder>');
  process.exit(2);
}
const objects = build(dir);
const problems = [...objects.flatMap(createSchemaValidator()), ...policyViolations(objects)];
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
process.stdout.write(toYaml(objects));
