import { createAppConfig } from '../tools/federation';

export default createAppConfig({ app: 'shell' });
