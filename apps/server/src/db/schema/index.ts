// The whole data model (docs/product.md#data). drizzle-kit reads this file to generate migrations.
export * from './billing.ts';
export * from './catalog.ts';
export * from './inquiries.ts';
export * from './inventory-changes.ts';
export * from './notifications.ts';
export * from './orders.ts';
export * from './projects.ts';
export * from './rate-limits.ts';
export * from './sessions.ts';
export * from './users.ts';
