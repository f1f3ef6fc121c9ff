/** The company's calculation set-up: the engine configuration and the zone its employees are read in. */
import type { EngineConfig } from '../../../attendance/engine';
import type { Trx } from '../../../resources/types';
import { loadEngineConfig } from '../engine-model';
import { companyZone } from './inputs';

export interface CalculationSetup {
  config: EngineConfig;
  zone: string;
}

export async function loadCalculationSetup(trx: Trx, companyId: number): Promise<CalculationSetup> {
  return { config: await loadEngineConfig(trx, companyId), zone: await companyZone(trx, companyId) };
}
