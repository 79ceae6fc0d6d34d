// Provisional code tables for the payload's numeric codes (decisions 15).
export * from './code-tables';
export * from './code-tables-schema';
