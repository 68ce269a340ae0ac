/**
 * The {@code valen} command line: {@link org.valen.cli.Main} and one picocli command class per
 * subcommand. Commands read inputs completely, fail with exit status 2 and one line per problem
 * before writing anything, and write their outputs atomically.
 */
package org.valen.cli;
