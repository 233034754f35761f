import { DemoBackend } from '../demo-backend';
import { createMemoryStorage } from '../storage';
import { describeFamilyContract } from './family.contract';
import { DemoFamilyBackend } from './demo';

describeFamilyContract('DemoFamilyBackend', {
  create() {
    const backend = new DemoBackend({ storage: createMemoryStorage(), signedIn: false });
    return { backend, family: new DemoFamilyBackend(backend) };
  },
});
