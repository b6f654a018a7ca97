// The worker thread of checkAdminPassword (admin-password.ts): judges one password and answers with the problem, or null.
import { parentPort, workerData } from 'node:worker_threads';
import { adminPasswordProblem } from './admin-password';

parentPort!.postMessage(adminPasswordProblem((workerData as { password: string }).password));
