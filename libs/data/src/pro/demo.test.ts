import { DemoBackend } from '../demo-backend';
import { createMemoryStorage } from '../storage';
import { DemoProBackend } from './demo';
import { describeProContract } from './pro.contract';

describeProContract('DemoProBackend', {
  create() {
    const backend = new DemoBackend({ storage: createMemoryStorage(), signedIn: false });
    return { backend, pro: new DemoProBackend(backend) };
  },
});
