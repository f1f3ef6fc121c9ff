/** Moved to server/src/sandbox/ (the demo's provider sandbox uses it too, issue 17); kept here for the tests. */
export * from '../../src/sandbox/payment-fakes';
