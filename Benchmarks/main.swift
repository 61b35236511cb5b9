print("usage: veloready-bench engine")
