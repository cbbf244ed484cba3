import Foundation
internal import GRDB

/// The versioned schema. Migrations are append-only: a released migration never changes;
/// a change of schema is a new migration.
enum CacheSchema {
    /// Every migration identifier, in order.
    static let versions = ["v1", "v2", "v3", "v4"]

    /// A migrator with the migrations up to and including `version` (tests open older
    /// schemas with it).
    static func migrator(upTo version: String = "v4") -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE response (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        url TEXT NOT NULL,
                        status INTEGER NOT NULL,
                        fetched_at REAL NOT NULL,
                        content_hash TEXT NOT NULL,
                        body BLOB NOT NULL
                    );
                    CREATE INDEX response_by_url ON response(url, fetched_at);
                    CREATE TABLE parsed_record (
                        source TEXT NOT NULL,
                        key TEXT NOT NULL,
                        json TEXT NOT NULL,
                        fetched_at REAL NOT NULL,
                        PRIMARY KEY (source, key)
                    );
                    CREATE TABLE metrics_history (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        slug TEXT NOT NULL,
                        built_at REAL NOT NULL,
                        papers INTEGER NOT NULL,
                        citations INTEGER NOT NULL,
                        h_index INTEGER NOT NULL,
                        g_index INTEGER NOT NULL,
                        i10_index INTEGER NOT NULL,
                        source TEXT NOT NULL
                    );
                    CREATE INDEX metrics_history_by_slug ON metrics_history(slug, built_at);
                    """)
        }
        guard version != "v1" else { return migrator }
        // v2: the Content-Type of responses (the charset matters for parsing) and the hash
        // of the inputs a parsed record came from (to skip re-parsing unchanged inputs).
        migrator.registerMigration("v2") { db in
            try db.execute(
                sql: """
                    ALTER TABLE response ADD COLUMN content_type TEXT;
                    ALTER TABLE parsed_record ADD COLUMN input_hash TEXT;
                    """)
        }
        guard version != "v2" else { return migrator }
        // v3: every metric of a history row (e-index, recent h, hI,norm, …) as the JSON of
        // `Metrics`; rows written before keep only the five basic columns.
        migrator.registerMigration("v3") { db in
            try db.execute(sql: "ALTER TABLE metrics_history ADD COLUMN metrics_json TEXT;")
        }
        guard version != "v3" else { return migrator }
        // v4: the number of the build that appended a row (1, 2, …; rows appended by one
        // build share it), so the feeds can list what each build changed. Rows written
        // before have none.
        migrator.registerMigration("v4") { db in
            try db.execute(
                sql: """
                    ALTER TABLE metrics_history ADD COLUMN build INTEGER;
                    CREATE INDEX metrics_history_by_build ON metrics_history(build);
                    """)
        }
        return migrator
    }
}
