import { TIME_CARD_EXCEPTIONS, TIME_CARD_STATUSES, type TimeCardException } from '@timekeep/contracts';
import { DAY_STATUSES, type ExceptionCode } from './engine/result';

// The wire contract lists the engine's codes so clients can colour and translate them; a code added to the
// engine without the contract would reach a screen that has no colour or text for it.
describe('time-card contract', () => {
  it('lists the engine day statuses in the same order', () => {
    expect([...TIME_CARD_STATUSES]).toEqual([...DAY_STATUSES]);
  });

  it('lists exactly the engine exception codes', () => {
    const both: [ExceptionCode, TimeCardException] extends [TimeCardException, ExceptionCode] ? true : false = true;
    expect(both).toBe(true);
    expect(new Set(TIME_CARD_EXCEPTIONS).size).toBe(TIME_CARD_EXCEPTIONS.length);
  });
});
