export { requestDeclaration, REQUEST_LAYOUTS, type RequestAudience } from './request-screens';
export { DecisionDialog, HistoryDialog, RequestStatusTag, decideRequests, STATUS_COLORS, type DecisionAction, type DecisionDialogProps } from './RequestDialogs';
export { LeaveTypeWithBalance, EndWithWholeDay, PunchStateSelect, balanceText, LEAVE_BALANCES_PATH, PUNCH_STATES } from './request-fields';
