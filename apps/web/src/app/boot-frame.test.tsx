import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBootDone } from './boot-frame';

function Screen({ done }: { done: boolean }) {
  useBootDone(done);
  return null;
}

const boot = () => document.getElementById('boot');

describe("index.html's boot content", () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="boot"><div class="first-frame"></div></div>';
  });

  it('stays until the screen replacing it is ready, then goes', () => {
    const view = render(<Screen done={false} />);
    expect(boot()).not.toBeNull();
    view.rerender(<Screen done />);
    expect(boot()).toBeNull();
  });

  it('goes when its screen goes away before being ready, so it never covers another page', () => {
    const view = render(<Screen done={false} />);
    view.unmount();
    expect(boot()).toBeNull();
  });
});
