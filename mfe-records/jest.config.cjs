module.exports = require('@colleghi/shared/jest-preset')(__dirname);
