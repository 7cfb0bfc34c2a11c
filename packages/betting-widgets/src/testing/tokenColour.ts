/**
 * The computed colour a colour token resolves to inside a themed element (by default the test's themed
 * wrapper), to compare with a widget's computed colours.
 */
export function tokenColour(token: string, themed = document.querySelector('[data-brand]')): string {
  const probe = document.createElement('span');
  probe.style.color = token;
  themed?.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}
