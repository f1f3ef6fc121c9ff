import type { ApiClient } from '@timekeep/api-client';
import type { ApiResponse } from '@timekeep/contracts';
import { TERMINAL_RESOURCE } from '@timekeep/contracts';

/** The actions the terminal list offers (api-contracts "Devices"), each a `POST terminals/<action>/`. */
export const TERMINAL_ACTIONS = ['reload_user', 'upload_user', 'reboot', 'sync_time', 'clear_command'] as const;
export type TerminalAction = (typeof TERMINAL_ACTIONS)[number];

export interface ActionOutcome {
  terminals: number;
  commands: number;
}

export function runTerminalAction(client: ApiClient, action: TerminalAction, terminals: readonly number[]): Promise<ApiResponse<ActionOutcome>> {
  return client.post<ActionOutcome>(`${TERMINAL_RESOURCE.path}${action}/`, { terminals });
}

export interface QuarantineReview {
  count: number;
  punches: { pin: string; punch_time: string; received_at: string }[];
}

export function readQuarantine(client: ApiClient, terminalId: number): Promise<ApiResponse<QuarantineReview>> {
  return client.get<QuarantineReview>(`${TERMINAL_RESOURCE.path}${terminalId}/quarantine/`);
}

export interface ImportOutcome {
  stored: number;
  duplicates: number;
  errors: number;
}

export function importQuarantine(client: ApiClient, terminalId: number): Promise<ApiResponse<ImportOutcome>> {
  return client.post<ImportOutcome>(`${TERMINAL_RESOURCE.path}${terminalId}/import_quarantine/`);
}
