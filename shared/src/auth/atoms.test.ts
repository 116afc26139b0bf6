describe('tokenAtom', () => {
  it('starts from the token in local storage, so a reload stays signed in', async () => {
    localStorage.setItem('auth_token', 'persisted');
    await jest.isolateModulesAsync(async () => {
      const { tokenAtom } = await import('./atoms');
      const { sharedStore } = await import('../store');
      expect(sharedStore.get(tokenAtom)).toBe('persisted');
    });
  });

  it('starts empty without a stored token', async () => {
    await jest.isolateModulesAsync(async () => {
      const { tokenAtom } = await import('./atoms');
      const { sharedStore } = await import('../store');
      expect(sharedStore.get(tokenAtom)).toBeNull();
    });
  });
});
