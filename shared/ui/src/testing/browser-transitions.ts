/**
 * Import first (before antd) in a test that needs antd's animations on. jsdom has the `transition` and
 * `animation` style properties but no TransitionEvent / AnimationEvent, so antd's CSSMotion normally treats
 * motion as unsupported and adds or removes elements at once. With these two constructors it animates as in a
 * browser, and since jsdom never fires `transitionend`, every leave animation stays unfinished: the state a
 * real browser ends in when a leave starts before the enter has taken effect.
 */
class MotionEventStub extends Event {}
for (const name of ['TransitionEvent', 'AnimationEvent'] as const) {
  if (!(name in window)) Object.defineProperty(window, name, { configurable: true, writable: true, value: MotionEventStub });
}
export {};
