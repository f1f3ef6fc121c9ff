import type { ColumnType } from 'kysely';
import type { BiophotoStatus } from '@timekeep/contracts';
import type { CreatedAt, Id } from '../../db/schema';

export type { BiophotoStatus };

export interface BiophotosTable {
  company_id: number;
  id: Id;
  employee_id: number;
  file_name: string;
  width: number;
  height: number;
  size_bytes: number;
  status: ColumnType<BiophotoStatus, BiophotoStatus | undefined, BiophotoStatus>;
  remarks: ColumnType<string, string | undefined, string>;
  source: ColumnType<string, string | undefined, string>;
  submitted_ip: ColumnType<string, string | undefined, string>;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  created_at: CreatedAt;
}

export interface TerminalBiophotoQueueTable {
  company_id: number;
  id: Id;
  employee_id: number;
  biophoto_id: number;
  file_name: string;
  status: ColumnType<'pending' | 'delivered', 'pending' | 'delivered' | undefined, 'pending' | 'delivered'>;
  created_at: CreatedAt;
  delivered_at: Date | null;
}

declare module '../../db/schema' {
  interface Tables {
    biophotos: BiophotosTable;
    terminal_biophoto_queue: TerminalBiophotoQueueTable;
  }
}
