#!/usr/bin/env node
// The server Playwright tests against: the built product, on a fresh embedded database and a
// private copy of the registry (E2E_DATA_DIR, E2E_REGISTRY_DIR), so tests can release and roll back.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, fail } from './lib.mjs';
import { serveBuilt } from './serve.mjs';

const registry = process.env.E2E_REGISTRY_DIR;
const data = process.env.E2E_DATA_DIR;
if (!registry || !data) fail('E2E_REGISTRY_DIR e E2E_DATA_DIR são obrigatórios');
const source = path.join(ROOT, 'deploy/registry');
if (!fs.existsSync(path.join(source, 'remotes.json'))) fail('Nada publicado: rode `node deploy/tools/build.mjs` antes.');
fs.cpSync(source, registry, { recursive: true });
process.env.REGISTRY_DIR = registry;
process.env.DATA_DIR = data;
serveBuilt();
