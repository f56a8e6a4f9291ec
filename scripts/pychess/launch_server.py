"""pychess-variants' server as its own tests start it, on 127.0.0.1:PORT: an in-memory
database (mongomock-motor), cookie sessions without encryption, and test mode (`unittest`
in sys.argv is its switch). Run from the source tree, `server/` on sys.path.
Usage: python launch_server.py PORT
"""

import sys

if "unittest" not in sys.argv:
    sys.argv.append("unittest")

import logger  # noqa: E402  (server/logger.py)
import pyffish  # noqa: E402
from aiohttp import web  # noqa: E402
from mongomock_motor import AsyncMongoMockClient  # noqa: E402
from server import make_app  # noqa: E402

port = int(sys.argv[1])
logger.init_default_logger()
print(f"pychess-e2e: the server's pyffish is {pyffish.__name__}", flush=True)
app = make_app(db_client=AsyncMongoMockClient(tz_aware=True), simple_cookie_storage=True)
web.run_app(app, host="127.0.0.1", port=port, access_log=None, print=None)
