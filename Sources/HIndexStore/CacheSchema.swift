import Foundation
internal import GRDB

/// The versioned schema. Migrations are append-only: a released migration never changes;
/// a change of schema is a new migration.
enum CacheSchema {
    /// Every migration identifier, in order.
    static let versions = ["v1", "v2", "v3", "v4", "v5"]

    /// A migrator with the migrations up to and including `version` (tests open older
    /// schemas with it).
    static func migrator(upTo version: String = "v5") -> DatabaseMigrator {
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
        guard version != "v4" else { return migrator }
        // v5: a generation number that every change of a response, parsed record or history
        // row raises (by triggers, so no writer can forget it), and one manifest per output
        // folder saying what its last build was made from, with the generation it left the
        // cache at: a build whose inputs and cache are as then can keep the site as it is.
        migrator.registerMigration("v5") { db in
            var sql = """
                CREATE TABLE cache_generation (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    value INTEGER NOT NULL
                );
                INSERT INTO cache_generation (id, value) VALUES (1, 0);
                CREATE TABLE build_manifest (
                    output_key TEXT PRIMARY KEY,
                    json TEXT NOT NULL
                );

                """
            for table in ["response", "parsed_record", "metrics_history"] {
                for event in ["INSERT", "UPDATE", "DELETE"] {
                    sql += """
                        CREATE TRIGGER \(table)_\(event.lowercased())_generation
                        AFTER \(event) ON \(table)
                        BEGIN UPDATE cache_generation SET value = value + 1; END;

                        """
                }
            }
            try db.execute(sql: sql)
        }
        return migrator
    }
}
