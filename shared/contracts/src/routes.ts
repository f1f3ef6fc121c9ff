/**
 * The product's route table (SPEC §2) as data: which remote owns which path, and every page path of the main
 * application. The shell routes by it, remotes build their navigation from it, and i18n tests check that every
 * page has a translated title. Menu keys: the path without its leading slash, segments joined by '.', in the
 * `menu` namespace (`/att/global-rule` → `menu:att.global-rule`); an area's landing page (the path equal to its
 * base) adds `.index` (`/company` → `menu:company.index`) so that nested JSON never needs a key to be both a
 * string and an object; an area's own title is `menu:area.<area>`; `/` is `menu:home`.
 */

/** Package folder names of the remotes (`remotes/<name>`). */
export const REMOTE_NAMES = [
  'onboarding',
  'payment-results',
  'bio-photo',
  'personnel',
  'attendance',
  'devices',
  'access-control',
  'gps',
  'reports',
  'system',
  'vendor',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module Federation container name of a remote: a JS identifier (kebab → snake case). */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

export interface AreaDefinition {
  /** Menu key suffix: `menu:area.<area>`. */
  area: string;
  remote: RemoteName;
  /** First path segment(s) this area answers for, e.g. `/att`. */
  base: string;
  /** Sub-paths under `base` (no leading slash); '' is the area's landing page. */
  pages: string[];
  /** Whether the area sits in the signed-in main application (false: public pages). */
  authenticated: boolean;
  /**
   * Who puts antd's theme scope (`AntdScope`: ConfigProvider + App, loaded on demand; ADR 0015) around the area:
   * 'shell' wraps the whole route, so antd loads with it; 'remote' leaves the route without antd and the remote
   * wraps only its screens that render antd (the sign-in page renders none). Main-application areas sit inside
   * the shell's layout, which renders antd, so only a public area can be 'remote'.
   */
  antdScope: AntdScopeOwner;
  /**
   * The view permission of a page (`personnel.view_location`), by page (sub-path as in `pages`): the menu hides the
   * page and the route shows "no access" without it; the API refuses the same (ADR 0058). Pages not listed are open
   * to every signed-in company user.
   */
  permissions?: Readonly<Record<string, string>>;
  /** Who the area is for beyond permissions: `personal` is the only area an employee login sees; `vendor` only vendor operators. */
  audience?: 'personal' | 'vendor';
  /**
   * The @ant-design/icons icon of the area's side-menu entry (every signed-in area has one): the collapsed menu shows
   * only icons, and without one antd shows the title's first letter — in Arabic nearly every entry was "ا".
   */
  icon?: MenuIconName;
}

/**
 * Icons the side menu may show, by their @ant-design/icons name; the shell maps each to its component (a typed
 * record, so a name added here fails the shell's build until it is mapped). None points a direction, so none needs
 * mirroring right to left.
 */
export const MENU_ICON_NAMES = [
  'HomeOutlined', 'DashboardOutlined', 'ReadOutlined', 'BankOutlined', 'TeamOutlined', 'AppstoreAddOutlined',
  'UserOutlined', 'TabletOutlined', 'EnvironmentOutlined', 'ScheduleOutlined', 'SafetyOutlined', 'BarChartOutlined',
  'FundOutlined', 'SettingOutlined', 'ShopOutlined', 'ClusterOutlined', 'CreditCardOutlined', 'ShoppingCartOutlined',
] as const;
export type MenuIconName = (typeof MENU_ICON_NAMES)[number];

/** See `AreaDefinition.antdScope`. */
export type AntdScopeOwner = 'shell' | 'remote';

const reportLibrary = [
  'transaction', 'total-timecard', 'daily-attendance', 'daily-details', 'daily-summary', 'daily-status', 'late',
  'absent', 'early-leave', 'first-last', 'first-in-last-out', 'overtime', 'mobile-transaction', 'total-punches',
  'scheduled-log', 'missed-in-out', 'employee-birthday', 'half-day', 'break-time', 'training', 'abnormal',
  'multiple-transaction', 'employee-summary', 'monthly-basic-status', 'monthly_status_summary',
  'monthly_detailed_summary', 'department-summary', 'leave-summary', 'payroll-summary', 'yearly-summary',
  'overtime-summary', 'monthly-duration-summary', 'monthly-attsheet-summary', 'monthly-attendance-status',
  'monthly-attendance-summary',
].map((r) => `report-library/${r}`);

export const AREAS: readonly AreaDefinition[] = [
  { area: 'oauth', remote: 'onboarding', base: '/oauth', pages: ['', 'sign-in', 'company-verification'], authenticated: false, antdScope: 'remote' },
  {
    area: 'onboard', remote: 'onboarding', base: '/onboard', authenticated: false, antdScope: 'remote',
    pages: ['', 'company-verification', 'sign-in', 'company-login', 'employee-login', 'sign-up', 'email-activation',
      'activation', 'company-creation', 'invited', 'invited-sign-up', 'forgot-password', 'reset-password', 'join-approval'],
  },
  { area: 'payment', remote: 'payment-results', base: '/payment', pages: ['telr', 'paypal'], authenticated: false, antdScope: 'shell' },
  { area: 'bio-photo', remote: 'bio-photo', base: '/bio-photo/register', pages: [''], authenticated: false, antdScope: 'shell' },
  {
    area: 'company', icon: 'BankOutlined', remote: 'personnel', base: '/company', authenticated: true, antdScope: 'shell',
    pages: ['', 'settings', 'department', 'position', 'area', 'location', 'organization-chart'],
    permissions: {
      location: 'personnel.view_location', department: 'personnel.view_department', position: 'personnel.view_position',
      area: 'personnel.view_area', 'organization-chart': 'personnel.view_department',
    },
  },
  {
    area: 'team', icon: 'TeamOutlined', remote: 'personnel', base: '/team', authenticated: true, antdScope: 'shell',
    pages: ['employee', 'resign', 'workflow-role', 'workflow', 'workflow-node'],
    permissions: { 'workflow-role': 'att.view_workflow_role', workflow: 'att.view_workflow', 'workflow-node': 'att.view_workflow_node' },
  },
  {
    area: 'complement', icon: 'AppstoreAddOutlined', remote: 'personnel', base: '/complement', authenticated: true, antdScope: 'shell',
    pages: ['', 'holiday', 'document-type', 'incident-type', 'training-type', 'work-code', 'events'],
    permissions: {
      holiday: 'att.view_holiday', 'document-type': 'complement.view_documenttype', 'incident-type': 'complement.view_incidenttype',
      'training-type': 'complement.view_trainingtype', 'work-code': 'device.view_workcode', events: 'complement.view_event',
    },
  },
  {
    area: 'personal', icon: 'UserOutlined', remote: 'personnel', base: '/personal', authenticated: true, antdScope: 'shell', audience: 'personal',
    pages: ['my-calendar/holiday', 'my-calendar/calendar',
      'request/manual-log', 'request/leave', 'request/overtime', 'request/training',
      'approval/manual-log', 'approval/leave', 'approval/overtime', 'approval/training', 'approval/swap-schedule',
      'outdoor-management/my-schedule', 'outdoor-management/schedule-report', 'outdoor-management/unschedule-report',
      'report/incident-detail', 'report/transaction', 'report/scheduled-log', 'report/total-time-card',
      'report/staff-summary', 'report/break-time', 'report/multiple-transaction', 'report/time-card'],
  },
  {
    area: 'device', icon: 'TabletOutlined', remote: 'devices', base: '/device', authenticated: true, antdScope: 'shell',
    pages: ['terminal', 'command', 'transaction', 'unregistered-transaction', 'public-message', 'private-message',
      'work-code', 'bio-template', 'bio-photo', 'operation-log', 'error-log', 'upload-log', 'configuration'],
    permissions: {
      terminal: 'device.view_terminal', command: 'device.view_command', configuration: 'device.view_config',
      transaction: 'device.view_transaction', 'unregistered-transaction': 'device.view_unregisteredtransaction',
      'public-message': 'device.view_publicmessage', 'private-message': 'device.view_privatemessage', 'work-code': 'device.view_workcode',
      'bio-template': 'device.view_biodata', 'operation-log': 'device.view_operationlog', 'error-log': 'device.view_errorlog',
      'upload-log': 'device.view_uploadlog',
    },
  },
  {
    area: 'gps', icon: 'EnvironmentOutlined', remote: 'gps', base: '/gps', authenticated: true, antdScope: 'shell',
    pages: ['accounts', 'announcement', 'notice', 'operation-log', 'gps-of-employee', 'gps-of-department',
      'client-details', 'schedule-planner', 'outdoor-schedule', 'schedule-report', 'unschedule-report'],
    permissions: {
      accounts: 'gps.view_account', 'gps-of-employee': 'gps.view_employee_location', 'gps-of-department': 'gps.view_department_location',
      'client-details': 'gps.view_client', announcement: 'gps.view_announcement', notice: 'gps.view_notice', 'operation-log': 'gps.view_operation_log',
      // the planner only writes schedules
      'outdoor-schedule': 'gps.view_outdoor_schedule', 'schedule-planner': 'gps.add_outdoor_schedule',
      'schedule-report': 'gps.view_schedule_report', 'unschedule-report': 'gps.view_unschedule_report',
    },
  },
  {
    area: 'att', icon: 'ScheduleOutlined', remote: 'attendance', base: '/att', authenticated: true, antdScope: 'shell',
    pages: ['global-rule', 'department-rule', 'break-time', 'timetable', 'shift', 'department-schedule',
      'employee-schedule', 'temporary-schedule', 'schedule-view', 'employee-calendar', 'manual-log', 'leave',
      'overtime', 'training', 'swap-schedule', 'leave-setting', 'leave-schedule', 'leave-detail-report'],
    permissions: {
      'global-rule': 'att.view_global_rule', 'department-rule': 'att.view_department_rule', 'break-time': 'att.view_break_time',
      timetable: 'att.view_timetable', shift: 'att.view_shift', 'department-schedule': 'att.view_department_schedule',
      'employee-schedule': 'att.view_employee_schedule', 'temporary-schedule': 'att.view_temporary_schedule',
      'schedule-view': 'att.view_employee_schedule', 'employee-calendar': 'att.view_employee_schedule',
      'manual-log': 'att.view_manual_log', leave: 'att.view_leave', overtime: 'att.view_overtime', training: 'att.view_training',
      'swap-schedule': 'att.view_swap_schedule', 'leave-setting': 'att.view_leave_type', 'leave-schedule': 'att.view_leave',
      // the report API's permission (the page shows two reports of the library)
      'leave-detail-report': 'att.view_report',
    },
  },
  {
    area: 'acc', icon: 'SafetyOutlined', remote: 'access-control', base: '/acc', authenticated: true, antdScope: 'shell',
    pages: ['terminal', 'command', 'time-period', 'holiday', 'group', 'combination', 'privilege'],
    permissions: {
      terminal: 'acc.view_terminal', command: 'acc.view_command', 'time-period': 'acc.view_timeperiod', holiday: 'acc.view_holiday',
      group: 'acc.view_group', combination: 'acc.view_combination', privilege: 'acc.view_privilege',
    },
  },
  {
    area: 'report', icon: 'BarChartOutlined', remote: 'reports', base: '/report', authenticated: true, antdScope: 'shell',
    pages: ['calculation', 'report-setting', 'punch-state-setting', 'report-Items-setting', ...reportLibrary],
  },
  {
    area: 'ralvie', icon: 'FundOutlined', remote: 'reports', base: '/ralvie', authenticated: true, antdScope: 'shell', pages: ['dashboard', 'productivity-summary', 'configuration'],
    // the dashboard sums the summary; the configuration page opens on the agent tokens
    permissions: { dashboard: 'ralvie.view_summary', 'productivity-summary': 'ralvie.view_summary', configuration: 'ralvie.view_agent_token' },
  },
  {
    area: 'system', icon: 'SettingOutlined', remote: 'system', base: '/system', authenticated: true, antdScope: 'shell',
    pages: ['group', 'user', 'auto-export', 'pdf-setting', 'email-setting', 'email-log', 'alert-setting', 'operation-Log'],
    permissions: { group: 'system.view_group', user: 'system.view_user', 'email-log': 'system.view_maildelivery', 'auto-export': 'system.view_autoexport', 'operation-Log': 'system.view_operationlog' },
  },
  {
    area: 'vendor', icon: 'ShopOutlined', remote: 'vendor', base: '/vendor', authenticated: true, antdScope: 'shell', audience: 'vendor',
    pages: ['dashboard', 'tenement/company', 'tenement/user', 'tenement/employee', 'tenement/device',
      'tenement/mobile-app', 'subscription/currency', 'subscription/feature', 'subscription/discount',
      'subscription/price-strategy', 'subscription/plan-pricing', 'payment/order', 'payment/transaction',
      'payment/company-subscription', 'company/info', 'company/user', 'company/vendor-profile'],
  },
  { area: 'tenement', icon: 'ClusterOutlined', remote: 'vendor', base: '/tenement', authenticated: true, antdScope: 'shell', audience: 'vendor', pages: ['company'] },
  { area: 'subscription', icon: 'CreditCardOutlined', remote: 'vendor', base: '/subscription', authenticated: true, antdScope: 'shell', pages: ['', 'order'] },
  { area: 'onlineSubscription', icon: 'ShoppingCartOutlined', remote: 'vendor', base: '/onlineSubscription', authenticated: true, antdScope: 'shell', pages: [''] },
];

/** Pages the shell renders itself (SPEC §2 "Other top level"). */
export const SHELL_PAGES = ['/', '/dashboard', '/user-guide', '/switch-company', '/unauthorized'] as const;

/** Full path of a page of an area. */
export function pagePath(area: AreaDefinition, page: string): string {
  return page ? `${area.base}/${page}` : area.base;
}

/** `menu` namespace key of a path (see the file comment): `/att/global-rule` → `att.global-rule`. */
export function menuKey(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (!trimmed) return 'home';
  const key = trimmed.split('/').join('.');
  return AREAS.some((a) => a.base === `/${trimmed}`) ? `${key}.index` : key;
}

/** The area that owns a browser path, by longest matching base; undefined for shell pages and unknown paths. */
export function areaForPath(path: string): AreaDefinition | undefined {
  const clean = path.split(/[?#]/)[0];
  let best: AreaDefinition | undefined;
  for (const area of AREAS) {
    if ((clean === area.base || clean.startsWith(`${area.base}/`)) && (!best || area.base.length > best.base.length)) {
      best = area;
    }
  }
  return best;
}

/** Every (area, page) of one remote, in table order. */
export function pagesOfRemote(remote: RemoteName): { area: AreaDefinition; page: string; path: string }[] {
  return AREAS.filter((a) => a.remote === remote).flatMap((area) =>
    area.pages.map((page) => ({ area, page, path: pagePath(area, page) })),
  );
}

/** Who is signed in, as far as page access goes (from `current-user/`; see UserPermissions in resources.ts). */
export interface PageAccessSubject {
  can: (codename: string) => boolean;
  employeeId: number | null;
  /** Signed in by employee login (the account may not be linked to an employee yet); default: employeeId is set. */
  employeeLogin?: boolean;
  isVendorOperator: boolean;
}

/** Shell pages an employee login may open besides the Personal area. */
const EMPLOYEE_SHELL_PAGES: readonly string[] = ['/', '/user-guide'];

/**
 * May this signed-in user open the main-application path? An employee login: only the Personal area (and the
 * home page and user guide); the vendor area: vendor operators only; a page with a view permission: holders only.
 * The menu hides what this refuses, and the route shows "no access" (the API refuses the same calls).
 */
export function canOpenPath(path: string, who: PageAccessSubject): boolean {
  const clean = path.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
  const area = areaForPath(clean);
  const employee = who.employeeLogin ?? who.employeeId !== null;
  if (!area) return !employee || EMPLOYEE_SHELL_PAGES.includes(clean);
  if (employee && area.audience !== 'personal') return false;
  if (area.audience === 'vendor' && !who.isVendorOperator) return false;
  const page = clean === area.base ? '' : clean.slice(area.base.length + 1);
  const permission = area.permissions?.[page];
  return permission === undefined || who.can(permission);
}
