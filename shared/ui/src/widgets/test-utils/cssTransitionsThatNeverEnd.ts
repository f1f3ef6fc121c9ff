/*
 * Import first, before antd: @rc-component/motion decides once, when it is imported, whether the browser animates
 * (it looks for TransitionEvent and AnimationEvent, which jsdom lacks). With these stubs antd's enter/leave
 * motions run in jsdom, and since jsdom never fires transitionend, every motion behaves like a browser transition
 * that never ran: a leave that waits for its end waits for ever. That is how the Map dialog's Confirm button kept
 * antd's "loading" spinner after a fast lookup in the browser.
 */
class MotionEventStub extends Event {}
Object.assign(window, { TransitionEvent: MotionEventStub, AnimationEvent: MotionEventStub });

export {};
