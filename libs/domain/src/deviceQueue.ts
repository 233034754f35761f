/**
 * Why a save stayed on the device instead of the account: the server refuses an under-13's training data until a
 * parent consents (token `consent_pending`), or the network is down. Both are waits, not failures: the save syncs
 * later and nothing is lost. (The rules that decide it live with the queue in libs/data/src/device-queue.ts, which
 * loads on first use: they are not part of any page's first load.)
 */
export type KeptOnDevice = 'consent_pending' | 'offline';
