import { DemoBackend } from '../demo-backend';
import { createMemoryStorage } from '../storage';
import { describeFamilyContract } from './family.contract';
import { DemoFamilyBackend } from './demo';

let backend: DemoBackend;

describeFamilyContract('DemoFamilyBackend', {
  create() {
    backend = new DemoBackend({ storage: createMemoryStorage(), signedIn: false });
    return { backend, family: new DemoFamilyBackend(backend) };
  },
  async elapseGame(playId, seconds) {
    backend.backdateGame(seconds, playId);
  },
});
