// Every brand's stylesheet at once (each folder's index.ts), for Storybook, tests and apps that switch
// brands without a reload.
import.meta.glob('./*/index.ts', { eager: true });
