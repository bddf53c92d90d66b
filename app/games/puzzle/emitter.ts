// A minimal typed event emitter (no Node 'events' import: this code also runs in the browser).

export type Listener<E> = (event: E) => void;

export class Emitter<E extends { type: string }> {
  private listeners = new Map<string, Set<Listener<never>>>();

  on<K extends E["type"]>(type: K, listener: Listener<Extract<E, { type: K }>>): () => void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  emit(event: E): void {
    const set = this.listeners.get(event.type);
    if (!set) return;
    // a listener throwing (say, audio blocked by autoplay rules) must not break the game
    for (const listener of [...set]) {
      try {
        (listener as Listener<E>)(event);
      } catch (error) {
        console.error(error);
      }
    }
  }
}
