"""moto_server as the local stack runs it (infra/local/moto.ts), with three fixes of our own.

moto backs up a table before each part of a TransactWriteItems (copy.deepcopy of the whole
table, once per part), so a transaction costs parts x table size: 25 parts on a table of
3,000 items took 28 s, one part 0.2-0.8 s, and the single-threaded server answered nothing
else meanwhile (D-188). The backup here copies the table's index of items (a dict per
partition, no item copied) and deep-copies only the items the transaction names, once per
transaction: a rollback restores exactly what the full copy restored, since a transaction
changes no other item.

moto serves each request on a thread of its own with nothing held around it, so a request
can see another half done: a condition checked before another write to its item lands, a
Query walking the table while a put adds to it ("dictionary changed size during iteration"),
a cancelled transaction restoring its tables over writes made meanwhile. DynamoDB applies a
request to an item atomically and a transaction in isolation; here a DynamoDB request that
writes runs alone, and reads run side by side (D-198). Python runs one thread at a time anyway:
one lock for all requests cost the reads their turns (a GetItem waited behind every Query).

Every Query and Scan starts from all the table's items sorted by key, each comparison of
DynamoTypes converting both values again: a Query of one partition cost 10 ms on a table of
2,000 items. Here the keys are converted once per item, and a Query of the table's own key
reads only its partition (D-199); test/infra/local/moto-query.test.ts checks the answers are
moto's own.

Arguments are moto_server's. MOTO_DIE_WITH_PARENT=1 asks Linux to SIGKILL the server when
its parent (the runner) dies, however it dies.
"""

import copy
import os
import signal
import sys
import threading
from collections import defaultdict


def die_with_parent():
    import ctypes

    ctypes.CDLL(None).prctl(1, signal.SIGKILL)
    # The parent may have died before the request was made.
    if os.getppid() != int(os.environ["MOTO_PARENT_PID"]):
        sys.exit(1)


def patch_transactions():
    import moto.dynamodb.models as models
    from moto.dynamodb.models.dynamo_type import DynamoType
    from moto.dynamodb.models.table import Table

    original = models.DynamoDBBackend.transact_write_items
    state = threading.local()

    def backup(table, parts):
        clone = copy.copy(table)
        clone.items = defaultdict(dict)
        for hash_value, stored in table.items.items():
            clone.items[hash_value] = dict(stored) if isinstance(stored, dict) else stored
        for part in parts:
            op = next(iter(part.values()))
            if op.get("TableName") != table.name:
                continue
            key = op.get("Key") or op.get("Item") or {}
            if table.hash_key_attr not in key:
                continue
            hash_value = DynamoType(key[table.hash_key_attr])
            if hash_value not in clone.items:
                continue
            if table.range_key_attr is None:
                clone.items[hash_value] = copy.deepcopy(clone.items[hash_value])
                continue
            if table.range_key_attr not in key:
                continue
            range_value = DynamoType(key[table.range_key_attr])
            partition = clone.items[hash_value]
            if range_value in partition:
                partition[range_value] = copy.deepcopy(partition[range_value])
        return clone

    class CopyForTransactions:
        """moto's `copy` inside a transaction: tables get the backup above, once each."""

        def __getattr__(self, name):
            return getattr(copy, name)

        def deepcopy(self, value, memo=None):
            parts = getattr(state, "parts", None)
            if parts is None or not isinstance(value, Table):
                return copy.deepcopy(value, memo)
            if id(value) not in state.backups:
                state.backups[id(value)] = backup(value, parts)
            return state.backups[id(value)]

    def transact_write_items(self, transact_items):
        state.parts, state.backups = transact_items, {}
        try:
            return original(self, transact_items)
        finally:
            state.parts, state.backups = None, {}

    models.DynamoDBBackend.transact_write_items = transact_write_items
    models.copy = CopyForTransactions()


def sort_items_once():
    """moto's Query and Scan start from all the table's items, sorted (Table.all_items)."""
    from moto.dynamodb.models.table import Table

    original_query = Table.query
    state = threading.local()

    def all_items(self):
        partition = getattr(state, "partition", None)
        if partition is not None:
            # A Query of the table's own key keeps only this partition's items: the rest is never read.
            state.partition = None
            stored = self.items.get(partition)
            stored = [] if stored is None else list(stored.values()) if self.range_key_attr else [stored]
        else:
            # Lists taken at once (one C call each): a GetItem beside this one may add an empty partition.
            stored = []
            for value in list(self.items.values()):
                stored.extend(list(value.values()) if self.range_key_attr else [value])
        # moto sorts by the keys' DynamoTypes, whose every comparison converts both values again.
        # Converted once per item, the order is the same: a table's keys all have the schema's type.
        return sorted(
            stored,
            key=lambda x: (x.hash_key.cast_value, x.range_key.cast_value) if x.range_key else (x.hash_key.cast_value,),
        )

    def query(self, hash_key, *args, **kwargs):
        index_name = kwargs.get("index_name", args[6] if len(args) > 6 else None)
        state.partition = hash_key if index_name is None and hash_key is not None else None
        try:
            return original_query(self, hash_key, *args, **kwargs)
        finally:
            state.partition = None

    Table.all_items = all_items
    Table.query = query


# DynamoDB actions that change nothing: they may run side by side (Python switches between them).
READS = {"GetItem", "BatchGetItem", "Query", "Scan", "TransactGetItems", "DescribeTable", "ListTables", "DescribeTimeToLive"}


class ReadWriteLock:
    """Reads together, a write alone; a waiting write holds back new reads so it is not starved."""

    def __init__(self):
        self.changed = threading.Condition()
        self.readers = 0
        self.writing = False
        self.writers_waiting = 0

    def read(self, run):
        with self.changed:
            while self.writing or self.writers_waiting:
                self.changed.wait()
            self.readers += 1
        try:
            return run()
        finally:
            with self.changed:
                self.readers -= 1
                if not self.readers:
                    self.changed.notify_all()

    def write(self, run):
        with self.changed:
            self.writers_waiting += 1
            while self.writing or self.readers:
                self.changed.wait()
            self.writers_waiting -= 1
            self.writing = True
        try:
            return run()
        finally:
            with self.changed:
                self.writing = False
                self.changed.notify_all()


def serialize_requests():
    from moto.dynamodb.responses import DynamoHandler

    original = DynamoHandler.call_action
    lock = ReadWriteLock()

    def call_action(self):
        run = lambda: original(self)  # noqa: E731
        return lock.read(run) if self.get_endpoint_name(self.headers) in READS else lock.write(run)

    DynamoHandler.call_action = call_action


if __name__ == "__main__":
    if os.environ.get("MOTO_DIE_WITH_PARENT") == "1":
        die_with_parent()
    for patch in (patch_transactions, sort_items_once, serialize_requests):
        try:
            patch()
        except (ImportError, AttributeError) as error:
            # Another moto version: run it as it is (slower transactions, no isolation), and say so.
            print(f"moto_server.py: {patch.__name__} not applied ({error}); moto runs without it", file=sys.stderr)
    from moto.server import main

    main(sys.argv[1:])
